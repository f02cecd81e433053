import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
