import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('uses argon2id with m=19456, t=2, p=1 and a fresh salt each time', async () => {
    const a = await hashPassword('Demo-pass-2025');
    const b = await hashPassword('Demo-pass-2025');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });
  it('verifies the right password only', async () => {
    const stored = await hashPassword('Demo-pass-2025');
    expect(await verifyPassword(stored, 'Demo-pass-2025')).toBe(true);
    expect(await verifyPassword(stored, 'demo-pass-2025')).toBe(false);
  });
  it('says no, after the same work, when there is no hash or a broken one', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
