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

  it('past 20 codes an hour from one address asks for a proof-of-work (428) instead of refusing', async () => {
    moveClockToWindowStart(t, 60 * 60_000);
    for (let i = 0; i < 20; i++) {
      const res = await t.client().post('/api/phone/send-verification', { phoneNumber: `02471${String(i).padStart(5, '0')}` });
      expect(res.status, res.text).toBe(200);
    }
    const res = await t.client().post('/api/phone/send-verification', { phoneNumber: '0247199999' });
    expect(res.status).toBe(428);
    expect(res.body.challenge).toHaveProperty('signature');
  });

  it('answers alike for a registered and an unregistered number, and tells the owner instead (demo: only the new one shows demoCode)', async () => {
    await signUp(t.client(), person(1, { phoneNumber: '0247000004' }));
    t.advanceClock(61_000); // past the resend wait of the sign-up's own code
    t.notifier.outbox.length = 0;
    const registered = await t.client().post('/api/phone/send-verification', { phoneNumber: '+233247000004' });
    const unregistered = await t.client().post('/api/phone/send-verification', { phoneNumber: '+233247000005' });
    expect(registered.status).toBe(200);
    expect(unregistered.status).toBe(200);
    const shape = (body: Record<string, unknown>) => {
      const { demoCode: _demo, ...rest } = body;
      return { ...rest, message: String(rest.message).replace(/\d{4}$/, 'NNNN') };
    };
    expect(shape(registered.body)).toEqual(shape(unregistered.body));
    expect(registered.body).not.toHaveProperty('demoCode');
    expect(unregistered.body.demoCode).toMatch(/^\d{6}$/);
    // The owner hears of it; no code reaches anyone for the registered number.
    expect(t.notifier.lastTo('+233247000004')?.text).toMatch(/someone tried to sign up with your number/);
    expect(t.notifier.lastTo('+233247000004')?.text).not.toMatch(/\d{6}/);

    // The next steps answer alike too: a wrong code, an early resend.
    const wrong = async (phoneNumber: string) =>
      (await t.client().post('/api/phone/verify', { phoneNumber, verificationCode: '000000' })).body.message;
    expect(await wrong('+233247000004')).toBe(await wrong('+233247000005'));
    const again = async (phoneNumber: string) => {
      const res = await t.client().post('/api/phone/send-verification', { phoneNumber });
      return [res.status, res.body.message];
    };
    expect(await again('+233247000004')).toEqual(await again('+233247000005'));
  });

  it('answers alike for a registered (verified) and an unregistered e-mail address', async () => {
    await signUp(t.client(), person(2, { phoneNumber: '0247000006', email: 'kojo.taken@example.com' }));
    await t.deps.db.updateTable('users').set({ emailVerified: true }).where('email', '=', 'kojo.taken@example.com').execute();
    const registered = await t.client().post('/api/phone/send-verification', { phoneNumber: 'kojo.taken@example.com' });
    const unregistered = await t.client().post('/api/phone/send-verification', { phoneNumber: 'kojo.free@example.com' });
    expect(registered.status).toBe(unregistered.status);
    const { demoCode: _demo, ...rest } = unregistered.body;
    expect(registered.body).toEqual(rest);
    expect(t.notifier.lastTo('kojo.taken@example.com')?.subject).toBe('Someone tried to sign up with your details');
  });
});
