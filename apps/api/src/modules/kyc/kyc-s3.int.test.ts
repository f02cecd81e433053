import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createUser } from '../social/testing/social-test-helpers';
import { startFakeS3, type FakeS3 } from './testing/fake-s3-server';
import { selfieJpeg } from './testing/kyc-test-images';

let s3: FakeS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await startTestApp({
    KYC_IMAGE_STORE: 's3',
    KYC_S3_ENDPOINT: s3.endpoint,
    KYC_S3_REGION: s3.region,
    KYC_S3_BUCKET: s3.bucket,
    KYC_S3_ACCESS_KEY_ID: s3.accessKeyId,
    KYC_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    KYC_S3_PREFIX: 'identity/photos/',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const MAGIC = [Buffer.from([0xff, 0xd8, 0xff]), Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('RIFF')];

describe('identity photos in an S3-compatible bucket (KYC_IMAGE_STORE=s3)', () => {
  it('stores an uploaded photo sealed in the bucket, not on disk, and shows it back to its owner', async () => {
    const owner = await createUser(t);
    const res = await fetch(`${t.baseUrl}/api/kyc/images`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', cookie: owner.client.cookieHeader(), origin: t.baseUrl },
      body: new Uint8Array(await selfieJpeg()),
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };

    const stored = [...s3.objects].filter(([key]) => key.startsWith(`${s3.bucket}/identity/photos/`));
    expect(stored).toHaveLength(1);
    const [key, sealed] = stored[0]!;
    expect(key).toMatch(new RegExp(`^${s3.bucket}/identity/photos/[0-9a-f]{32}$`));
    expect(sealed.length).toBeGreaterThan(1000);
    for (const magic of MAGIC) expect(sealed.subarray(0, magic.length).equals(magic)).toBe(false);
    await expect(sharp(sealed).metadata()).rejects.toThrow();
    expect(existsSync(path.join(t.deps.env.DATA_DIR, 'kyc-images'))).toBe(false);

    const mine = await fetch(t.baseUrl + url, { headers: { cookie: owner.client.cookieHeader() } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 640, 480]);

    const stranger = await createUser(t);
    expect((await fetch(t.baseUrl + url, { headers: { cookie: stranger.client.cookieHeader() } })).status).toBe(404);
  });
});
