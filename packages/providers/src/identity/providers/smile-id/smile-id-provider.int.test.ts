import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../../../provider-error';
import { startSmileIdSimulator, type RunningSmileIdSimulator } from '../../../simulators/smile-id-simulator';
import { submitAndWait } from '../../identity-verifier';
import { SmileIdProvider } from './smile-id-provider';
import { smileSignature } from './smile-id-signature';

/** A tiny JPEG: the simulator checks only that a JPEG selfie came in the zip. */
const SELFIE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7), Buffer.from([0xff, 0xd9])]);

let sim: RunningSmileIdSimulator;
let smile: SmileIdProvider;
beforeAll(async () => {
  sim = await startSmileIdSimulator({ slowMs: 600 });
  smile = new SmileIdProvider({ baseUrl: sim.url, partnerId: sim.partnerId, apiKey: sim.apiKey, timeoutMs: 2_000 });
});
afterAll(() => sim?.close());

const check = (idNumber: string) => ({ userId: `user-${randomUUID()}`, jobId: `job-${randomUUID()}`, idNumber, selfieJpeg: SELFIE });

describe('Smile ID Biometric KYC against its simulator over HTTP', () => {
  it('signs as the SDK does (HMAC-SHA256 of timestamp + partner id + "sid_request", base64)', () => {
    expect(smileSignature('001', 'key', '2026-01-01T00:00:00.000Z')).toBe('0QKjeAnFSMUH0/4rhL4BLLoXr8TfBNMo7/EBVNtbJOs=');
  });

  it('an exact match is verified; the number and the selfie reached Smile ID in the zip', async () => {
    const c = check('GHA-123456789-0');
    expect(await submitAndWait(smile, c, { waitMs: 2_000, pollMs: 50 })).toMatchObject({ status: 'verified', resultCode: '1020' });
    expect(sim.simulator.jobs().find((j) => j.jobId === c.jobId)).toMatchObject({
      idNumber: 'GHA-123456789-0',
      selfieBytes: SELFIE.length,
    });
  });

  it('no match and ID not found are rejected with their reason', async () => {
    expect(await submitAndWait(smile, check('GHA-998000001-0'), { waitMs: 2_000, pollMs: 50 })).toMatchObject({
      status: 'rejected',
      reason: 'no-match',
      resultCode: '1022',
    });
    expect(await submitAndWait(smile, check('GHA-999000001-0'), { waitMs: 2_000, pollMs: 50 })).toMatchObject({
      status: 'rejected',
      reason: 'not-found',
      resultCode: '1013',
    });
  });

  it('provider down is ProviderUnavailableError; slow is pending, then answered', async () => {
    await expect(smile.submit(check('GHA-997000001-0'))).rejects.toBeInstanceOf(ProviderUnavailableError);
    const slow = check('GHA-996000001-0');
    expect((await submitAndWait(smile, slow, { waitMs: 100, pollMs: 50 })).status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await smile.result(slow)).status).toBe('verified');
  });

  it('refuses a wrong key, and does not believe an answer signed with another key', async () => {
    const stranger = new SmileIdProvider({ baseUrl: sim.url, partnerId: sim.partnerId, apiKey: 'not-the-key', timeoutMs: 2_000 });
    await expect(stranger.submit(check('GHA-123456789-0'))).rejects.toThrow(/HTTP 401/);
    expect(
      smile.readCallback({
        ResultCode: '1020',
        PartnerParams: { job_id: 'x', user_id: 'y' },
        timestamp: new Date().toISOString(),
        signature: 'AAAA',
      }),
    ).toBeNull();
  });
});
