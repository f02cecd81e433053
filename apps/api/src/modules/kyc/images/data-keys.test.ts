import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';
import { parseDataKeys } from './data-keys';

const b64 = () => randomBytes(32).toString('base64');

describe('parseDataKeys', () => {
  it('reads the keys in order, the first current', () => {
    const config = parseDataKeys(`k2:${b64()},k1:${b64()}`, b64());
    expect(config.currentKeyId).toBe('k2');
    expect([...config.keys.keys()]).toEqual(['k2', 'k1']);
  });

  it('explains a bad configuration', () => {
    expect(() => parseDataKeys('nokey', b64())).toThrow(/id:base64key/);
    expect(() => parseDataKeys(`k1:${Buffer.alloc(16).toString('base64')}`, b64())).toThrow(/32 bytes/);
    expect(() => parseDataKeys(`k1:${b64()}`, 'c2hvcnQ=')).toThrow(/DATA_HMAC_KEY/);
  });
});

describe('the data keys in the configuration', () => {
  const base = { SESSION_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/nonexistent/never-written' };

  it('reads the earlier card-key names when the new ones are unset, so photos and PINs still open', () => {
    const keys = `k1:${b64()}`;
    const hmac = b64();
    const env = loadEnv({ ...base, CARD_ENCRYPTION_KEYS: keys, CARD_FINGERPRINT_KEY: hmac });
    expect([env.DATA_ENCRYPTION_KEYS, env.DATA_HMAC_KEY, env.DATA_KEYS_GENERATED]).toEqual([keys, hmac, false]);
    const renamed = loadEnv({ ...base, DATA_ENCRYPTION_KEYS: keys, DATA_HMAC_KEY: hmac, CARD_ENCRYPTION_KEYS: 'ignored' });
    expect(renamed.DATA_ENCRYPTION_KEYS).toBe(keys);
  });
});
