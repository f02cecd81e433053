import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, deviceLabel } from './push-device';

describe('push-device', () => {
  it('turns the VAPID key (base64url, no padding) into the bytes PushManager.subscribe takes', () => {
    const key = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256)).toString('base64url');
    expect(Array.from(base64UrlToBytes(key))).toEqual(Array.from({ length: 65 }, (_, i) => (i * 37) % 256));
  });

  it('names the device the way the list of devices shows it', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(
      deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Windows');
  });
});
