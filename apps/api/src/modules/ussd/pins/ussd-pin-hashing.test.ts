import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashUssdPin, ussdPinPepper, verifyUssdPin } from './ussd-pin-hashing';

const pepper = ussdPinPepper(randomBytes(32).toString('base64'));

describe('USSD PIN hashing', () => {
  it('verifies the right PIN and refuses a wrong one', async () => {
    const stored = await hashUssdPin('4821', pepper);
    expect(stored).not.toContain('4821');
    expect(await verifyUssdPin(stored, '4821', pepper)).toEqual({ matches: true, rehash: false });
    expect(await verifyUssdPin(stored, '4820', pepper)).toEqual({ matches: false, rehash: false });
  });

  it('gives nothing to someone who has the table but not the key: even the right PIN does not match without the pepper', async () => {
    const stored = await hashUssdPin('0917', pepper);
    // The attack on a leaked table is to try all 10,000 PINs against the stored argon2 hash; without
    // the pepper not even the right one matches, so the search finds nothing.
    expect(await verify(stored.slice(stored.indexOf('$')), '0917')).toBe(false);
    // Another deployment's key opens nothing either.
    expect((await verifyUssdPin(stored, '0917', ussdPinPepper(randomBytes(32).toString('base64')))).matches).toBe(false);
  });

  it('still accepts a hash made before peppering, and asks for it to be replaced', async () => {
    const old = await hash('2468', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyUssdPin(old, '2468', pepper)).toEqual({ matches: true, rehash: true });
    expect(await verifyUssdPin(old, '2469', pepper)).toEqual({ matches: false, rehash: false });
  });

  it('one key always gives the same pepper, and the pepper is not the key', () => {
    const key = randomBytes(32).toString('base64');
    expect(ussdPinPepper(key).equals(ussdPinPepper(key))).toBe(true);
    expect(ussdPinPepper(key).equals(Buffer.from(key, 'base64'))).toBe(false);
  });
});
