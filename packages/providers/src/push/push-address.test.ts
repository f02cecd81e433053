import { describe, expect, it } from 'vitest';
import { isPublicAddress, pushAddressAllowed, pushEndpointRefusal } from './push-address';

const production = { allowLoopback: false };
const demo = { allowLoopback: true };

describe('push endpoints', () => {
  it('takes the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(pushEndpointRefusal(endpoint, production)).toBeNull();
  });

  it('refuses plain http, local names and private or metadata addresses in production', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9000/push/abc',
      'https://localhost:9000/push/abc',
      'https://127.0.0.1/push',
      'https://10.0.0.7/push',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.1.10/push',
      'https://[::1]:8443/push',
      'https://[fd00::1]/push',
      'https://[::ffff:10.0.0.1]/push',
      'https://printer.local/push',
      'https://db.internal/push',
      'https://intranet/push',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'not a url',
      `https://fcm.googleapis.com/${'a'.repeat(1100)}`,
    ])
      expect(pushEndpointRefusal(endpoint, production), endpoint).not.toBeNull();
  });

  it('in demo mode also takes a push service on loopback with its port, and still no private address', () => {
    expect(pushEndpointRefusal('http://127.0.0.1:9000/push/abc', demo)).toBeNull();
    expect(pushEndpointRefusal('http://localhost:3000/simulators/push/abc', demo)).toBeNull();
    expect(pushEndpointRefusal('http://[::1]:3000/push/abc', demo)).toBeNull();
    expect(pushEndpointRefusal('http://127.0.0.1/push/abc', demo)).not.toBeNull();
    expect(pushEndpointRefusal('http://10.0.0.7:9000/push/abc', demo)).not.toBeNull();
    expect(pushEndpointRefusal('http://fcm.googleapis.com/fcm/send/abc', demo)).not.toBeNull();
  });

  it('connects only to public addresses (loopback in a demo)', () => {
    expect(isPublicAddress('142.250.74.106')).toBe(true);
    expect(isPublicAddress('2a00:1450:4007:80e::200a')).toBe(true);
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '::1', 'fe80::1', '::ffff:7f00:1'])
      expect(isPublicAddress(ip), ip).toBe(false);
    expect(pushAddressAllowed('127.0.0.1', demo)).toBe(true);
    expect(pushAddressAllowed('127.0.0.1', production)).toBe(false);
    expect(pushAddressAllowed('192.168.0.1', demo)).toBe(false);
  });
});
