import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { publishedKeys, receiptKeyring, signReceiptBytes, verifyReceiptBytes } from './receipt-keys';

const pkcs8 = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) };

describe('receipt signing keys', () => {
  it('are generated once for a demo, kept under DATA_DIR readable by the owner only', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-receipt-key-'));
    const first = loadEnv({ ...base, DATA_DIR: dataDir });
    expect(first.RECEIPT_KEY_GENERATED).toBe(true);
    expect(statSync(path.join(dataDir, 'receipt-signing-key')).mode & 0o777).toBe(0o600);
    expect(loadEnv({ ...base, DATA_DIR: dataDir }).RECEIPT_SIGNING_KEY).toBe(first.RECEIPT_SIGNING_KEY);
    expect(receiptKeyring(first.RECEIPT_SIGNING_KEY).keys).toHaveLength(1);
  });

  it('refuse a setting that is not Ed25519 PKCS8 keys', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    for (const bad of ['not-a-key', rsa, `${pkcs8()},garbage`]) {
      expect(() => loadEnv({ ...base, DATA_DIR: os.tmpdir(), RECEIPT_SIGNING_KEY: bad })).toThrow(/RECEIPT_SIGNING_KEY must be Ed25519/);
    }
  });

  it('rotate: the first key signs, the old one still verifies, both are published by id', () => {
    const [fresh, old] = [pkcs8(), pkcs8()];
    const before = receiptKeyring(old);
    const after = receiptKeyring(`${fresh},${old}`);
    const message = Buffer.from('a receipt');
    const oldSignature = signReceiptBytes(before.signing, message);
    expect(verifyReceiptBytes(after, before.signing.idBytes, message, oldSignature)).toBe(true);
    expect(after.signing.id).not.toBe(before.signing.id);
    expect(verifyReceiptBytes(after, after.signing.idBytes, message, oldSignature)).toBe(false);
    expect(verifyReceiptBytes(before, after.signing.idBytes, message, signReceiptBytes(after.signing, message))).toBe(false);
    expect(publishedKeys(after).map((k) => k.kid)).toEqual([after.signing.id, before.signing.id]);
  });
});
