import { describe, expect, it } from 'vitest';
import { createQrPayload, deriveQrKey, verifyQrPayload } from './qr-code';

const key = deriveQrKey('test-secret-test-secret-test-secret-0123');
const user = { id: '5b0f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', username: 'ama_mensah' };

describe('payment QR codes', () => {
  it('reads back the user a code was made for', () => {
    const payload = createQrPayload(key, user);
    expect(payload).toMatch(/^ghanapay:pay:v1:5b0f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b:ama_mensah:[A-Za-z0-9_-]{43}$/);
    expect(verifyQrPayload(key, payload)).toEqual({ ok: true, userId: user.id, username: 'ama_mensah' });
    expect(verifyQrPayload(key, `  ${payload}\n`)).toMatchObject({ ok: true });
  });

  it('refuses a code whose user, username or signature was changed', () => {
    const payload = createQrPayload(key, user);
    const otherId = payload.replace(user.id, '00000000-0000-4000-8000-000000000000');
    const otherName = payload.replace('ama_mensah', 'kofi_thief');
    const lastChar = payload.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyQrPayload(key, otherId)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyQrPayload(key, otherName)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyQrPayload(key, payload.slice(0, -1) + lastChar)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyQrPayload(key, payload.slice(0, -5))).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyQrPayload(key, `${payload}:extra`)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a code signed with another secret', () => {
    const foreign = createQrPayload(deriveQrKey('another-secret-another-secret-another'), user);
    expect(verifyQrPayload(key, foreign)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('tells a code that is not ours from a tampered one', () => {
    expect(verifyQrPayload(key, 'https://example.com/pay?to=ama')).toEqual({ ok: false, reason: 'not-ours' });
    expect(verifyQrPayload(key, 'WIFI:S:home;T:WPA;P:secret;;')).toEqual({ ok: false, reason: 'not-ours' });
    expect(verifyQrPayload(key, '')).toEqual({ ok: false, reason: 'not-ours' });
  });

  it('derives a key of its own, not the session secret itself', () => {
    expect(key.equals(Buffer.from('test-secret-test-secret-test-secret-0123'))).toBe(false);
    expect(key).toHaveLength(32);
  });
});
