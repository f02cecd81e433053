import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceIdOf, maskAddress } from './device-rules';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPhone',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Mac',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    ['curl/8.5.0', 'App or script', 'Unknown system'],
    [null, 'Browser', 'Unknown system'],
  ])('%s → %s on %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os });
  });
});

describe('deviceIdOf', () => {
  it('is stable for a session and reveals nothing of its id', () => {
    const sid = 'kZ3nQ0s9r-secret-session-id';
    expect(deviceIdOf(sid)).toBe(deviceIdOf(sid));
    expect(deviceIdOf(sid)).not.toContain('secret');
    expect(deviceIdOf(sid)).not.toBe(deviceIdOf(`${sid}x`));
  });
});

describe('maskAddress', () => {
  it('hides the last part of an address', () => {
    expect(maskAddress('154.160.23.77')).toBe('154.160.23.x');
    expect(maskAddress('::ffff:10.0.0.5')).toBe('10.0.0.x');
    expect(maskAddress('2c0f:2a80:10:1::5')).toBe('2c0f:2a80:10:…');
    expect(maskAddress(null)).toBeNull();
  });
});
