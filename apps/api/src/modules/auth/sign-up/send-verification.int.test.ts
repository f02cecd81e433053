import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { clearRateLimits, countRows, moveClockToWindowStart, person, signUp } from '../testing/auth-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t);
});

describe('POST /api/phone/send-verification', () => {
  it('sends a 6-digit code by SMS, stores only its hash, and shows it because the simulator sent it', async () => {
    const res = await t.client().post('/api/phone/send-verification', { phoneNumber: '024 700 0001' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ channel: 'sms', resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(res.body.message).toBe('Verification code sent to your phone number ending in 0001');
    expect(res.body.demoCode).toMatch(/^\d{6}$/);
    expect(t.notifier.lastTo('+233247000001')?.text).toContain(res.body.demoCode);
    const row = await t.deps.db.selectFrom('oneTimeCodes').selectAll().where('identifier', '=', '+233247000001').executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(res.body.demoCode);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(600_000);
  });

  it('sends to an e-mail address given in the same field', async () => {
    const res = await t.client().post('/api/phone/send-verification', { phoneNumber: 'Kwame.Mensah@Example.com' });
    expect(res.status).toBe(200);
    expect(res.body.channel).toBe('email');
    expect(res.body.message).toBe('Verification code sent to k***@example.com');
    expect(t.notifier.lastTo('kwame.mensah@example.com')?.channel).toBe('email');
  });

  it.each([
    ['', 'Please enter a phone number or email address'],
    ['12345', 'Please enter a valid Ghana phone number'],
    ['+44 20 7946 0958', 'Please enter a valid Ghana phone number'],
    ['ama@', 'Please enter a valid email address'],
  ])('refuses %j with the spec message and writes nothing', async (value, message) => {
    const before = await countRows(t, 'oneTimeCodes');
    const res = await t.client().post('/api/phone/send-verification', { phoneNumber: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.text).toContain(message);
    expect(await countRows(t, 'oneTimeCodes')).toBe(before);
  });

  it('refuses a resend within 60 seconds, then allows it; the new code replaces the old one', async () => {
    const client = t.client();
    const first = await client.post('/api/phone/send-verification', { phoneNumber: '0247000002' });
    const early = await client.post('/api/phone/send-verification', { phoneNumber: '0247000002' });
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    t.advanceClock(61_000);
    const second = await client.post('/api/phone/send-verification', { phoneNumber: '+233247000002' });
    expect(second.status).toBe(200);
    const old = await client.post('/api/phone/verify', { phoneNumber: '0247000002', verificationCode: first.body.demoCode });
    expect(old.status).toBe(400);
    const fresh = await client.post('/api/phone/verify', { phoneNumber: '0247000002', verificationCode: second.body.demoCode });
    expect(fresh.status).toBe(200);
  });

  it('allows 5 codes per number per hour, then answers 429', async () => {
    moveClockToWindowStart(t, 60 * 60_000);
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post('/api/phone/send-verification', { phoneNumber: '0247000003' });
      expect(res.status, res.text).toBe(200);
      t.advanceClock(61_000);
    }
    const before = await countRows(t, 'oneTimeCodes');
    const res = await t.client().post('/api/phone/send-verification', { phoneNumber: '0247000003' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many codes requested\. Try again in \d+ minutes\.$/);
    expect(await countRows(t, 'oneTimeCodes')).toBe(before);
  });

  it('has a per-address ceiling across numbers', async () => {
    moveClockToWindowStart(t, 60 * 60_000);
    for (let i = 0; i < 20; i++) {
      const res = await t.client().post('/api/phone/send-verification', { phoneNumber: `02471${String(i).padStart(5, '0')}` });
      expect(res.status, res.text).toBe(200);
    }
    const res = await t.client().post('/api/phone/send-verification', { phoneNumber: '0247199999' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many codes requested\. Try again in \d+ minutes\.$/);
  });

  it('says at once when the number is already registered', async () => {
    await signUp(t.client(), person(1, { phoneNumber: '0247000004' }));
    const res = await t.client().post('/api/phone/send-verification', { phoneNumber: '+233247000004' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This phone number is already registered');
  });
});
