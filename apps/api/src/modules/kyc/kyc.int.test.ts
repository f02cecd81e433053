import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createUser, type SocialTestUser } from '../social/testing/social-test-helpers';
import { createStaffMember, type StaffTestUser } from '../staff/testing/staff-test-helpers';
import { insertDocument } from './kyc-repository';
import { retryIdentityChecks } from './verification/identity-check';
import { KYC_SUBMIT_MESSAGES } from './verification/kyc-messages';
import {
  documentJpeg,
  liveSelfieJpeg,
  portraitAsDocumentJpeg,
  portraitFromDocumentJpeg,
  selfieJpeg,
  wallJpeg,
} from './testing/kyc-test-images';

let t: TestApp;
let reviewer: StaffTestUser;
/** The raw sample band (the same picture the card's portrait was cut from). */
let selfie: Buffer;
let document: Buffer;
/** A live selfie of the card holder: a different picture of the same face. */
let live: Buffer;

beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'error' },
    {
      logStream: {
        write: (line) => {
          if (line.includes('procedure failed')) process.stderr.write(line.slice(0, 3000) + '\n');
        },
      },
    },
  );
  // A reviewer signs in with a passkey, as every staff desk asks.
  reviewer = await createStaffMember(t, 'reviewer');
  [selfie, document, live] = await Promise.all([selfieJpeg(), documentJpeg(), liveSelfieJpeg(1)]);
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

async function uploadBoth(user: SocialTestUser, doc = document, face = live) {
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
    // The same reviewer signed in with a password sees neither the photo nor the queue.
    const withPassword = await fetch(t.baseUrl + url, { headers: { cookie: reviewer.passwordClient.cookieHeader() } });
    expect(withPassword.status).toBe(404);
    expect((await reviewer.passwordClient.get('/api/kyc/reviews')).status).toBe(403);
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

function submit(user: SocialTestUser, documentNumber: string, images: { documentImageUrl: string; selfieImageUrl: string }) {
  return user.client.post('/api/kyc/submit-document', { documentType: 'GHANA_CARD', documentNumber, ...images });
}

async function inReviewQueue(username: string) {
  const queue = (await reviewer.client.get('/api/kyc/reviews')).body as { id: string; username: string; verificationIssues: string[] }[];
  return queue.find((q) => q.username === username);
}

/** Runs the retry job as the queue would, with its clock past the next attempt's time (sessions keep theirs). */
let jobClockMs = 0;
async function retryLater() {
  jobClockMs += 20 * 60_000;
  return retryIdentityChecks({ ...t.deps, now: () => new Date(Date.now() + jobClockMs) });
}

describe('POST /api/kyc/submit-document: Ghana Card through Smile ID (its simulator, over HTTP)', () => {
  it('verifies on an exact match — the app’s own example number included — and raises the tier to medium', async () => {
    const user = await createUser(t);
    expect((await user.client.get('/api/kyc/status')).body).toEqual({
      isVerified: false,
      kycTier: 'minimum',
      canReview: false,
      documents: [],
    });
    const res = await submit(user, 'GHA-123456789-0', await uploadBoth(user));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      verified: true,
      status: 'verified',
      riskLevel: 'LOW',
      message: 'Your identity has been verified',
      verificationIssues: [],
    });
    const status = (await user.client.get('/api/kyc/status')).body;
    expect(status).toMatchObject({ isVerified: true, kycTier: 'medium', documents: [{ type: 'GHANA_CARD', status: 'verified' }] });
    // Smile ID received the number and the selfie (a JPEG) in the zip.
    const job = t.deps.smileIdSimulator!.jobs().find((j) => j.idNumber === 'GHA-123456789-0');
    expect(job?.selfieBytes).toBeGreaterThan(1000);
    const again = await submit(
      user,
      'GHA-123456789-0',
      await uploadBoth(user, await documentJpeg({ background: '#b8d0e0', left: 560 }), await liveSelfieJpeg(2)),
    );
    expect([again.status, again.body.message]).toEqual([409, 'Your identity is already verified']);
  });

  it('rejects on "no match" (the selfie is not the face NIA holds) with a message the person sees', async () => {
    const user = await createUser(t);
    const res = await submit(user, 'GHA-998000001-0', await uploadBoth(user));
    expect(res.body).toMatchObject({ verified: false, status: 'rejected', riskLevel: 'HIGH', message: KYC_SUBMIT_MESSAGES.noMatch });
    expect(res.body.verificationIssues).toContain('IDENTITY_FACE_NO_MATCH');
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({
      isVerified: false,
      kycTier: 'minimum',
      documents: [{ status: 'rejected', reason: KYC_SUBMIT_MESSAGES.noMatch }],
    });
    expect(t.notifier.lastTo(user.email)?.text).toContain('does not match the photo the National Identification Authority holds');
  });

  it('rejects a number NIA does not know ("ID not found")', async () => {
    const user = await createUser(t);
    const res = await submit(user, 'GHA-999000001-0', await uploadBoth(user));
    expect(res.body).toMatchObject({ verified: false, status: 'rejected', message: KYC_SUBMIT_MESSAGES.notFound });
    expect((await user.client.get('/api/kyc/status')).body.documents).toEqual([
      expect.objectContaining({ status: 'rejected', reason: KYC_SUBMIT_MESSAGES.notFound }),
    ]);
  });

  it('keeps a submission pending while Smile ID is down, retries it from the job queue, then hands it to a reviewer', async () => {
    const user = await createUser(t);
    const res = await submit(user, 'GHA-997000001-0', await uploadBoth(user));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: false, status: 'pending', message: KYC_SUBMIT_MESSAGES.awaitingProvider });
    // Waiting for the provider is not a reviewer's work yet.
    expect(await inReviewQueue(user.username)).toBeUndefined();
    for (let attempt = 2; attempt <= 4; attempt++) {
      await retryLater();
      expect(await inReviewQueue(user.username)).toBeUndefined();
    }
    await retryLater();
    const item = await inReviewQueue(user.username);
    expect(item?.verificationIssues).toContain('IDENTITY_PROVIDER_UNAVAILABLE');
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({ isVerified: false, documents: [{ status: 'pending' }] });
    // The attempts were real submissions to Smile ID, each with its own job id.
    const jobs = t.deps.smileIdSimulator!.jobs().filter((j) => j.idNumber === 'GHA-997000001-0');
    expect(new Set(jobs.map((j) => j.jobId)).size).toBe(5);
  });

  it('a slow answer leaves the submission pending; Smile ID’s callback then has it read and verified', async () => {
    const user = await createUser(t);
    const res = await submit(user, 'GHA-996000001-0', await uploadBoth(user));
    expect(res.body).toMatchObject({ status: 'pending', message: KYC_SUBMIT_MESSAGES.awaitingProvider });
    expect(await inReviewQueue(user.username)).toBeUndefined();
    // No retry job runs here: the simulator's signed callback (after 2.5 s) makes the app read job_status.
    let status = (await user.client.get('/api/kyc/status')).body;
    for (let i = 0; i < 60 && !status.isVerified; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await user.client.get('/api/kyc/status')).body;
    }
    expect(status).toMatchObject({ isVerified: true, kycTier: 'medium' });
  });

  it('ignores a callback not signed by Smile ID', async () => {
    const user = await createUser(t);
    const res = await submit(user, 'GHA-996000002-0', await uploadBoth(user));
    expect(res.body.status).toBe('pending');
    const job = t.deps.smileIdSimulator!.jobs().find((j) => j.idNumber === 'GHA-996000002-0')!;
    const forged = await fetch(`${t.baseUrl}/api/callbacks/smile-id`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ResultCode: '1020',
        ResultText: 'Exact Match',
        PartnerParams: { job_type: 1, job_id: job.jobId, user_id: job.userId },
        Actions: { Verify_ID_Number: 'Verified', Selfie_To_ID_Authority_Compare: 'Passed' },
        timestamp: new Date().toISOString(),
        signature: Buffer.alloc(32, 1).toString('base64'),
      }),
    });
    // Answered as every callback is (it learns nothing), and it decides nothing.
    expect(await forged.json()).toEqual({ status: 'received' });
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({ isVerified: false, documents: [{ status: 'pending' }] });
  });

  it('takes only the Ghana Card for a new submission, checks its format only, and never takes another person’s photo', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const mine = await uploadBoth(user);
    const passport = await user.client.post('/api/kyc/submit-document', { documentType: 'PASSPORT', documentNumber: 'G1234567', ...mine });
    expect([passport.status, passport.body.message]).toEqual([
      400,
      'Please verify with your Ghana Card: it is the identity document we accept for new verifications',
    ]);
    const licence = await user.client.post('/api/kyc/submit-document', {
      documentType: 'DRIVERS_LICENSE',
      documentNumber: 'ABC-12345678',
      ...mine,
    });
    expect(licence.status).toBe(400);
    const shape = await submit(user, 'GHA-12345678-7', mine);
    expect([shape.status, shape.body.message]).toEqual([400, 'Enter your Ghana Card number as GHA-123456789-0']);
    const theirs = await uploadBoth(other);
    const stolen = await submit(user, 'GHA-123456789-0', {
      documentImageUrl: theirs.documentImageUrl,
      selfieImageUrl: mine.selfieImageUrl,
    });
    expect([stolen.status, stolen.body.message]).toEqual([400, 'Please upload your document photo and your selfie again']);
    expect((await user.client.get('/api/kyc/status')).body.documents).toEqual([]);
  });

  it('still shows a passport verified before the Ghana Card rule', async () => {
    const user = await createUser(t);
    const image = (await (await upload(user, document)).json()) as { id: string; url: string };
    const face = (await (await upload(user, live)).json()) as { id: string; url: string };
    await insertDocument(t.deps.db, {
      userId: user.id,
      documentType: 'PASSPORT',
      documentNumber: 'G1234567',
      documentImageId: image.id,
      selfieImageId: face.id,
      documentImageUrl: image.url,
      selfieImageUrl: face.url,
      verificationStatus: 'verified',
      verificationScore: 80,
      riskLevel: 'LOW',
      verificationIssues: [],
      biometricMatchScore: 0.7,
      extractedData: {},
      createdAt: new Date(),
      verifiedAt: new Date(),
    });
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({
      isVerified: true,
      documents: [{ type: 'PASSPORT', status: 'verified' }],
    });
  });

  it('rejects a document without a face', async () => {
    const user = await createUser(t);
    const res = await submit(user, 'GHA-000000018-2', await uploadBoth(user, await wallJpeg()));
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

describe('attack: KYC with one face photo', () => {
  it('refuses the same selfie uploaded twice as document and selfie — as is, re-encoded, or mirrored — and writes nothing', async () => {
    const user = await createUser(t);
    const variants = [
      selfie,
      await sharp(selfie).modulate({ brightness: 1.15 }).jpeg({ quality: 60 }).toBuffer(),
      await sharp(selfie).flop().jpeg().toBuffer(),
    ];
    for (const copy of variants) {
      const res = await submit(user, 'GHA-100000004-1', await uploadBoth(user, selfie, copy));
      expect([res.status, res.body.message]).toEqual([400, KYC_SUBMIT_MESSAGES.samePicture]);
    }
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({ isVerified: false, kycTier: 'minimum', documents: [] });
  });

  it('never verifies a "document" that is a portrait (no card), even with a number Smile ID would match', async () => {
    const user = await createUser(t);
    const res = await submit(user, 'GHA-100000001-1', await uploadBoth(user, await portraitAsDocumentJpeg(), live));
    expect(res.body).toMatchObject({ verified: false, status: 'pending', message: KYC_SUBMIT_MESSAGES.pending });
    expect(res.body.verificationIssues).toContain('NO_DOCUMENT_FOUND');
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({ isVerified: false, kycTier: 'minimum' });
    expect((await inReviewQueue(user.username))?.verificationIssues).toContain('NO_DOCUMENT_FOUND');
  });

  it('never verifies a selfie that is the card’s own photo (the faces match too perfectly)', async () => {
    const user = await createUser(t);
    const res = await submit(user, 'GHA-100000002-1', await uploadBoth(user, document, await portraitFromDocumentJpeg()));
    expect(res.body).toMatchObject({ verified: false, status: 'pending' });
    expect(res.body.verificationIssues).toContain('FACES_TOO_ALIKE');
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({ isVerified: false, kycTier: 'minimum' });
    expect((await inReviewQueue(user.username))?.verificationIssues).toContain('FACES_TOO_ALIKE');
  });
});

describe('attack: resubmissions and a submission loop', () => {
  it('refuses the same images again (the same uploads, or the same pictures uploaded anew); new photos are checked', async () => {
    const user = await createUser(t);
    const first = await uploadBoth(user);
    expect((await submit(user, 'GHA-998000002-0', first)).body.status).toBe('rejected');
    const sameIds = await submit(user, 'GHA-998000002-0', first);
    expect([sameIds.status, sameIds.body.message]).toEqual([409, KYC_SUBMIT_MESSAGES.resubmitted]);
    const sameBytes = await submit(user, 'GHA-100000003-1', await uploadBoth(user));
    expect([sameBytes.status, sameBytes.body.message]).toEqual([409, KYC_SUBMIT_MESSAGES.resubmitted]);
    const fresh = await submit(
      user,
      'GHA-100000003-1',
      await uploadBoth(user, await documentJpeg({ background: '#b8d0e0', left: 560 }), await liveSelfieJpeg(2)),
    );
    expect(fresh.body).toMatchObject({ status: 'verified' });
  });

  it('stops a person at 5 submissions an hour (429 with Retry-After)', async () => {
    const user = await createUser(t);
    const wall = await uploadBoth(user, await wallJpeg());
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await submit(user, 'GHA-000000018-2', wall)).status);
    expect(answers).toEqual([200, 409, 409, 409, 409]);
    const sixth = await submit(user, 'GHA-000000018-2', await uploadBoth(user, await portraitAsDocumentJpeg(), live));
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many verification attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the review queue', () => {
  it('a partial match goes to a reviewer, who sees both photos and approves with the enhanced check; the person is told', async () => {
    const user = await createUser(t);
    const res = await submit(user, 'GHA-995000001-0', await uploadBoth(user));
    expect(res.body).toMatchObject({ verified: false, status: 'pending', riskLevel: 'MEDIUM' });
    expect(res.body.verificationIssues).toContain('IDENTITY_REVIEW_1021');
    const twice = await submit(
      user,
      'GHA-995000001-0',
      await uploadBoth(user, await documentJpeg({ background: '#b8d0e0', left: 560 }), await liveSelfieJpeg(2)),
    );
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
      documents: [{ type: 'GHANA_CARD', status: 'verified' }],
    });
    expect(t.notifier.lastTo(user.email)?.text).toContain('your identity is verified');
  });

  it('a rejection carries its reason to the person', async () => {
    const user = await createUser(t);
    await submit(user, 'GHA-995000002-0', await uploadBoth(user));
    const item = (await inReviewQueue(user.username))!;
    const rejected = await reviewer.client.post(`/api/kyc/reviews/${item.id}/decision`, {
      decision: 'reject',
      reason: 'The card photo is blurred',
    });
    expect(rejected.body).toEqual({ status: 'rejected', kycTier: 'minimum', message: 'Identity rejected' });
    expect((await user.client.get('/api/kyc/status')).body).toMatchObject({
      isVerified: false,
      documents: [{ status: 'rejected', reason: 'The card photo is blurred' }],
    });
    expect(t.notifier.lastTo(user.email)?.text).toContain('The card photo is blurred');
  });
});
