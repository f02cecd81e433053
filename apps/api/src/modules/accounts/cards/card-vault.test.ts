import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CardVault, parseCardKeys } from './card-vault';

const b64 = () => randomBytes(32).toString('base64');

describe('CardVault', () => {
  const config = parseCardKeys(`k2:${b64()},k1:${b64()}`, b64());
  const vault = new CardVault(config);

  it('round-trips a card number and never stores it in the clear', () => {
    const sealed = vault.seal('4111111111111111');
    expect(sealed.keyId).toBe('k2');
    expect(sealed.sealed).not.toContain('4111');
    expect(vault.open(sealed)).toBe('4111111111111111');
  });

  it('uses a fresh IV each time, so the same number seals differently', () => {
    expect(vault.seal('4111111111111111').sealed).not.toBe(vault.seal('4111111111111111').sealed);
  });

  it('opens a card sealed under an older key after rotation', () => {
    const old = new CardVault({ ...config, currentKeyId: 'k1' }).seal('5555555555554444');
    expect(old.keyId).toBe('k1');
    expect(vault.open(old)).toBe('5555555555554444');
  });

  it('refuses a tampered ciphertext or one moved under another key id', () => {
    const sealed = vault.seal('4111111111111111');
    const [iv, tag, ct] = sealed.sealed.split('.');
    const flipped = Buffer.from(ct!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => vault.open({ keyId: 'k2', sealed: [iv, tag, flipped.toString('base64url')].join('.') })).toThrow();
    expect(() => vault.open({ keyId: 'k1', sealed: sealed.sealed })).toThrow();
  });

  it('fingerprints the same number the same way, and different numbers differently', () => {
    expect(vault.fingerprint('4111111111111111')).toBe(vault.fingerprint('4111111111111111'));
    expect(vault.fingerprint('4111111111111111')).not.toBe(vault.fingerprint('5555555555554444'));
    expect(vault.fingerprint('4111111111111111')).not.toContain('4111');
  });

  it('reads the key configuration and explains a bad one', () => {
    expect(() => parseCardKeys('nokey', b64())).toThrow(/id:base64key/);
    expect(() => parseCardKeys(`k1:${Buffer.alloc(16).toString('base64')}`, b64())).toThrow(/32 bytes/);
    expect(() => parseCardKeys(`k1:${b64()}`, 'c2hvcnQ=')).toThrow(/CARD_FINGERPRINT_KEY/);
  });
});
