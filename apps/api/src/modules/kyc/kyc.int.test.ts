import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createUser, type SocialTestUser } from '../social/testing/social-test-helpers';
import { setUserRole } from './review/user-role-repository';
import { documentJpeg, selfieJpeg, wallJpeg } from './testing/kyc-test-images';

let t: TestApp;
let reviewer: SocialTestUser;
let selfie: Buffer;
let document: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  reviewer = await createUser(t);
  await setUserRole(t.deps.db, reviewer.username, 'reviewer');
  [selfie, document] = await Promise.all([selfieJpeg(), documentJpeg()]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function upload(user: SocialTestUser, bytes: Buffer, type = 'image/jpeg') {
  return fetch(`${t.baseUrl}/api/kyc/images`, {
    method: 'POST',
    headers: { 'content-type': type, cookie: user.client.cookieHeader(), origin: t.baseUrl },
    body: new Uint8Array(bytes),
  });
}

async function uploadBoth(user: SocialTestUser, doc = document, face = selfie) {
  const [d, s] = await Promise.all([upload(user, doc), upload(user, face)]);
  expect([d.status, s.status]).toEqual([201, 201]);
  return { documentImageUrl: ((await d.json()) as { url: string }).url, selfieImageUrl: ((await s.json()) as { url: string }).url };
}

describe('POST /api/kyc/images', () => {
  it('refuses what is not an image, an undecodable one, a tiny one and one over 8 MB', async () => {
    const user = await createUser(t);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const cases: [Buffer, string, number, string?][] = [
      [Buffer.from('<script>alert(1)</script>'), 'image/jpeg', 400, 'Please select an image file'],
      [
        Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 7)]),
        'image/png',
        400,
        'This image could not be read. Please choose another picture.',
      ],
      [png, 'image/png', 400, 'This image is too small. Please use a photo at least 240 pixels on each side.'],
      [Buffer.from('hello'), 'text/plain', 400, 'Please select an image file'],
      [Buffer.concat([selfie, Buffer.alloc(8 * 1024 * 1024)]), 'image/jpeg', 413],
    ];
    for (const [bytes, type, status, message] of cases) {
      const res = await upload(user, bytes, type);
      expect(res.status).toBe(status);
      if (message) expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    // A phone's full-size photo of several megabytes goes through (the server's 256 KB JSON limit is not its limit).
    const noise = Buffer.alloc(1800 * 1350 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const big = await sharp(noise, { raw: { width: 1800, height: 1350, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect((await upload(user, big)).status).toBe(201);
    const stranger = await fetch(`${t.baseUrl}/api/kyc/images`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(selfie),
    });
    expect(stranger.status).toBe(401);
  });

  it('stores the photo encrypted (the file on disk is no image), and shows it to its owner and reviewers only', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const res = await upload(owner, selfie);
    expect(res.status).toBe(201);
    const { id, url } = (await res.json()) as { id: string; url: string };
    expect(url).toBe(`/api/kyc/images/${id}`);

    const dir = path.join(t.deps.env.DATA_DIR, 'kyc-images');
    const files = await readdir(dir);
    const sealed = await Promise.all(files.map((f) => readFile(path.join(dir, f))));
    expect(sealed.length).toBeGreaterThan(0);
    for (const bytes of sealed) {
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      await expect(sharp(bytes).metadata()).rejects.toThrow();
    }

    const mine = await fetch(t.baseUrl + url, { headers: { cookie: owner.client.cookieHeader() } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await mine.arrayBuffer())).metadata()).format).toBe('jpeg');
    const asReviewer = await fetch(t.baseUrl + url, { headers: { cookie: reviewer.client.cookieHeader() } });
    expect(asReviewer.status).toBe(200);
    expect((await fetch(t.baseUrl + url, { headers: { cookie: other.client.cookieHeader() } })).status).toBe(404);
    expect((await fetch(t.baseUrl + url)).status).toBe(404);
    expect(
      (
        await fetch(`${t.baseUrl}/api/kyc/images/00000000-0000-4000-8000-000000000000`, {
          headers: { cookie: owner.client.cookieHeader() },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/kyc/submit-document', () => {
  it('verifies a Ghana Card whose photo matches the selfie, and raises the tier to medium', async () => {
    const user = await createUser(t);
    expect((await user.client.get('/api/kyc/status')).body).toEqual({
      isVerified: false,
      kycTier: 'minimum',
      canReview: false,
      documents: [],
    });
    const res = await user.client.post('/api/kyc/submit-document', {
      documentType: 'GHANA_CARD',
      documentNumber: 'GHA-123456789-7',
      ...(await uploadBoth(user)),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ verified: true, status: 'verified', riskLevel: 'LOW', verificationIssues: [] });
    expect(res.body.biometricMatchScore).toBeGreaterThan(0.55);
    const status = (await user.client.get('/api/kyc/status')).body;
    expect(status).toMatchObject({ isVerified: true, kycTier: 'medium', documents: [{ type: 'GHANA_CARD', status: 'verified' }] });
    expect(status.documents[0].verifiedAt).toEqual(expect.any(String));
    const again = await user.client.post('/api/kyc/submit-document', {
      documentType: 'GHANA_CARD',
      documentNumber: 'GHA-123456789-7',
      ...(await uploadBoth(user)),
    });
    expect([again.status, again.body.message]).toEqual([409, 'Your identity is already verified']);
  });

  it('checks the number, and never takes another person’s photo', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const mine = await uploadBoth(user);
    const bad = await user.client.post('/api/kyc/submit-document', {
      documentType: 'GHANA_CARD',
      documentNumber: 'GHA-123456789-1',
      ...mine,
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'This Ghana Card number is not valid. Please check it and try again.']);
    const theirs = await uploadBoth(other);
    const stolen = await user.client.post('/api/kyc/submit-document', {
      documentType: 'PASSPORT',
      documentNumber: 'G1234567',
      documentImageUrl: theirs.documentImageUrl,
      selfieImageUrl: mine.selfieImageUrl,
    });
    expect([stolen.status, stolen.body.message]).toEqual([400, 'Please upload your document photo and your selfie again']);
    expect((await user.client.get('/api/kyc/status')).body.documents).toEqual([]);
  });

  it('rejects a document without a face', async () => {
    const user = await createUser(t);
    const res = await user.client.post('/api/kyc/submit-document', {
      documentType: 'GHANA_CARD',
      documentNumber: 'GHA-000000018-2',
      ...(await uploadBoth(user, await wallJpeg())),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ verified: false, status: 'rejected', riskLevel: 'HIGH', biometricMatchScore: null });
    expect(res.body.verificationIssues).toContain('NO_FACE_ON_DOCUMENT');
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({
      isVerified: false,
      kycTier: 'minimum',
      documents: [{ status: 'rejected' }],
    });
  });
});

describe('the review queue', () => {
  it('leaves a passport to a reviewer, who sees both photos and approves with the enhanced check; the person is told', async () => {
    const user = await createUser(t);
    const res = await user.client.post('/api/kyc/submit-document', {
      documentType: 'PASSPORT',
      documentNumber: 'G1234567',
      ...(await uploadBoth(user)),
    });
    expect(res.body).toMatchObject({
      verified: false,
      status: 'pending',
      riskLevel: 'MEDIUM',
      verificationIssues: ['NUMBER_NOT_CHECKABLE'],
    });
    const twice = await user.client.post('/api/kyc/submit-document', {
      documentType: 'PASSPORT',
      documentNumber: 'G1234567',
      ...(await uploadBoth(user)),
    });
    expect(twice.status).toBe(409);

    expect((await user.client.get('/api/kyc/reviews')).status).toBe(403);
    const queue = (await reviewer.client.get('/api/kyc/reviews')).body as {
      id: string;
      username: string;
      documentImageUrl: string;
      selfieImageUrl: string;
    }[];
    const item = queue.find((q) => q.username === user.username)!;
    expect(item).toBeDefined();
    for (const url of [item.documentImageUrl, item.selfieImageUrl]) {
      expect((await fetch(t.baseUrl + url, { headers: { cookie: reviewer.client.cookieHeader() } })).status).toBe(200);
    }
    expect((await user.client.post(`/api/kyc/reviews/${item.id}/decision`, { decision: 'approve' })).status).toBe(403);
    const noReason = await reviewer.client.post(`/api/kyc/reviews/${item.id}/decision`, { decision: 'reject' });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Please give a reason for the rejection']);

    const approved = await reviewer.client.post(`/api/kyc/reviews/${item.id}/decision`, { decision: 'approve', enhanced: true });
    expect(approved.body).toEqual({ status: 'verified', kycTier: 'enhanced', message: 'Identity approved' });
    expect((await reviewer.client.post(`/api/kyc/reviews/${item.id}/decision`, { decision: 'reject', reason: 'late' })).status).toBe(404);
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({
      isVerified: true,
      kycTier: 'enhanced',
      documents: [{ type: 'PASSPORT', status: 'verified' }],
    });
    expect(t.notifier.lastTo(user.email)?.text).toContain('your identity is verified');
  });

  it('a rejection carries its reason to the person', async () => {
    const user = await createUser(t);
    await user.client.post('/api/kyc/submit-document', {
      documentType: 'DRIVERS_LICENSE',
      documentNumber: 'ABC-12345678',
      ...(await uploadBoth(user)),
    });
    const item = ((await reviewer.client.get('/api/kyc/reviews')).body as { id: string; username: string }[]).find(
      (q) => q.username === user.username,
    )!;
    const rejected = await reviewer.client.post(`/api/kyc/reviews/${item.id}/decision`, {
      decision: 'reject',
      reason: 'The licence photo is blurred',
    });
    expect(rejected.body).toEqual({ status: 'rejected', kycTier: 'minimum', message: 'Identity rejected' });
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({
      isVerified: false,
      documents: [{ status: 'rejected', reason: 'The licence photo is blurred' }],
    });
    expect(t.notifier.lastTo(user.email)?.text).toContain('The licence photo is blurred');
  });
});
