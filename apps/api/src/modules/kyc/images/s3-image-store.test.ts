import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';
import { startFakeS3, type FakeS3 } from '../testing/fake-s3-server';
import { S3ImageStore } from './s3-image-store';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});

function store(overrides: { secretAccessKey?: string } = {}) {
  return new S3ImageStore({
    endpoint: `${s3.endpoint}/`,
    region: s3.region,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    prefix: 'kyc-images/',
    ...overrides,
  });
}
const keyOf = () => randomBytes(16).toString('hex');

describe('S3ImageStore', () => {
  it('puts a sealed file under the prefix, signed, and gets the same bytes back', async () => {
    const key = keyOf();
    const sealed = randomBytes(5000);
    await store().put(key, sealed);
    expect(s3.objects.get(`${s3.bucket}/kyc-images/${key}`)?.equals(sealed)).toBe(true);
    const put = s3.requests.findLast((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/${s3.bucket}/kyc-images/${key}`);
    expect(put.contentType).toBe('application/octet-stream');
    expect(put.signedHeaders).toEqual(['content-type', 'host', 'x-amz-content-sha256', 'x-amz-date']);
    expect((await store().get(key))?.equals(sealed)).toBe(true);
  });

  it('deletes a sealed file for good (signed), and deleting it again is fine', async () => {
    const key = keyOf();
    await store().put(key, randomBytes(100));
    await store().delete(key);
    expect(s3.objects.has(`${s3.bucket}/kyc-images/${key}`)).toBe(false);
    expect(s3.requests.findLast((r) => r.method === 'DELETE')!.path).toBe(`/${s3.bucket}/kyc-images/${key}`);
    await store().delete(key);
    expect(await store().get(key)).toBeNull();
  });

  it('answers null for a key the bucket does not have', async () => {
    expect(await store().get(keyOf())).toBeNull();
  });

  it('throws with the status when the bucket refuses the signature, and never says the secret', async () => {
    const wrong = store({ secretAccessKey: 'not-the-secret-key-0000000000000000000000' });
    const key = keyOf();
    const failure = await wrong.put(key, Buffer.from('x')).catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('403');
    expect((failure as Error).message).toContain('SignatureDoesNotMatch');
    expect((failure as Error).message).not.toContain('not-the-secret');
    expect(s3.objects.has(`${s3.bucket}/kyc-images/${key}`)).toBe(false);
    await expect(wrong.get(key)).rejects.toThrow(/403/);
  });

  it('gives up on a bucket that does not answer in time', async () => {
    const silent = createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const slow = new S3ImageStore({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'b',
      accessKeyId: 'a',
      secretAccessKey: 's',
      prefix: '',
      timeoutMs: 200,
    });
    const started = Date.now();
    await expect(slow.get(keyOf())).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('KYC_IMAGE_STORE configuration', () => {
  const base = {
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    DATA_HMAC_KEY: randomBytes(32).toString('base64'),
    DATA_DIR: '/nonexistent/never-written',
  };

  it('keeps photos on local disk by default, with the S3 defaults ready', () => {
    const env = loadEnv(base);
    expect([env.KYC_IMAGE_STORE, env.KYC_S3_REGION, env.KYC_S3_PREFIX]).toEqual(['local', 'us-east-1', 'kyc-images/']);
  });

  it('refuses to start on s3 without the bucket settings, naming the missing ones', () => {
    expect(() => loadEnv({ ...base, KYC_IMAGE_STORE: 's3', KYC_S3_ENDPOINT: 'http://minio:9000', KYC_S3_ACCESS_KEY_ID: 'a' })).toThrow(
      'Invalid environment: KYC_IMAGE_STORE=s3 needs KYC_S3_BUCKET, KYC_S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadEnv({ ...base, KYC_IMAGE_STORE: 'disk' })).toThrow(/KYC_IMAGE_STORE/);
    expect(() => loadEnv({ ...base, KYC_IMAGE_STORE: 's3', KYC_S3_ENDPOINT: 'not a url' })).toThrow(/KYC_S3_ENDPOINT/);
  });
});
