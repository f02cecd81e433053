import { createECDH } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';

const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) };

describe('VAPID keys in a demo', () => {
  it('are one P-256 pair generated once, kept under DATA_DIR readable by the owner only, so browsers stay subscribed', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-vapid-'));
    const first = loadEnv({ ...base, DATA_DIR: dataDir });
    expect(first.VAPID_GENERATED).toBe(true);
    expect(first.VAPID_SUBJECT).toMatch(/^mailto:/);
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    const again = loadEnv({ ...base, DATA_DIR: dataDir });
    expect([again.VAPID_PUBLIC_KEY, again.VAPID_PRIVATE_KEY]).toEqual([first.VAPID_PUBLIC_KEY, first.VAPID_PRIVATE_KEY]);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.VAPID_PRIVATE_KEY, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.VAPID_PUBLIC_KEY);
  });
});
