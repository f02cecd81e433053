import { createHash } from 'node:crypto';

/**
 * A session's public id: a hash of its sid. The sid itself is the session's secret (the cookie
 * carries it signed), so it never leaves the server, not even to its owner.
 */
export function deviceIdOf(sid: string): string {
  return createHash('sha256').update(`device:${sid}`).digest('base64url').slice(0, 22);
}

/** "Chrome on Android", "Safari on iPhone", "Firefox on Windows" — what a person recognises. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string; os: string } {
  const ua = userAgent ?? '';
  const browser = /EdgA?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /CriOS\/|Chrome\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua) && /Version\//.test(ua)
              ? 'Safari'
              : /curl\/|okhttp|node|undici|python/i.test(ua)
                ? 'App or script'
                : 'Browser';
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : 'Unknown system';
  return { browser, os };
}

/** An address shown to its owner with its last part hidden (enough to recognise a network, not to track one). */
export function maskAddress(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (ip === '::1') return 'this computer';
  const parts = ip.split(':').filter(Boolean);
  return parts.length > 2 ? `${parts.slice(0, 3).join(':')}:…` : ip;
}
