import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../env';
import { startDemoProviders } from '../../demo/demo-providers';
import { createNotifier } from '../../notify/create-notifier';
import type { DeliveryReceipt, Notifier, OutgoingMessage } from '../../notify/notifier';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { RESET_REQUESTED_MESSAGE, settlePendingResets } from '../password-reset/password-reset-service';
import { PASSWORD, person, signUp } from '../testing/auth-test-helpers';

/** The audit's attacks on one-time codes, in production mode (DEMO_MODE unset) and in demo mode. */
describe('production mode: codes reach their owner only out of band', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_MODE: '' });
    // Sign-up in production mode: the code is read from the phone, not the response.
    const client = t.client();
    const phone = '0241770001';
    const sent = await client.post('/api/phone/send-verification', { phoneNumber: phone });
    expect(sent.status, sent.text).toBe(200);
    const code = /\b(\d{6})\b/.exec(t.notifier.lastTo('+233241770001')!.text)![1]!;
    expect(sent.text).not.toContain(code);
    expect((await client.post('/api/phone/verify', { phoneNumber: phone, verificationCode: code })).status).toBe(200);
    const details = person(7701, { phoneNumber: phone, username: 'yaw_target', email: 'yaw.target@example.com' });
    const made = await client.post('/api/auth/complete-registration', { ...details, confirmPassword: details.password });
    expect(made.status, made.text).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('forgot-password for an existing account returns no code, so nobody can reset someone else’s password', async () => {
    const res = await t.client().post('/api/auth/forgot-password', { loginId: 'yaw_target' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await settlePendingResets();
    const sms = t.notifier.lastTo('+233241770001')!;
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
    expect(sms.text).toContain('reset code');
    expect(res.text).not.toContain(code);
    // The attacker's next step fails without the code: a guess is refused.
    const guess = code === '000000' ? '111111' : '000000';
    const reset = await t.client().post('/api/auth/reset-password', {
      loginId: 'yaw_target',
      code: guess,
      newPassword: 'taken-over-1',
      confirmPassword: 'taken-over-1',
    });
    expect(reset.status).toBe(400);
    expect((await t.client().post('/api/auth/login', { loginId: 'yaw_target', password: PASSWORD })).status).toBe(200);
  });

  it('answers an existing and an unknown account with the same status and body', async () => {
    const known = await t.client().post('/api/auth/forgot-password', { loginId: '0241770001' });
    const unknown = await t.client().post('/api/auth/forgot-password', { loginId: '0241779999' });
    expect([known.status, known.text]).toEqual([unknown.status, unknown.text]);
  });

  it('a sign-up code for an e-mail or phone comes back in no response', async () => {
    for (const target of ['real.owner@example.com', '0241770002']) {
      const res = await t.client().post('/api/phone/send-verification', { phoneNumber: target });
      expect(res.status, res.text).toBe(200);
      expect(res.body.demoCode).toBeUndefined();
      const delivered = t.notifier.outbox.at(-1)!;
      const code = /\b(\d{6})\b/.exec(delivered.text)![1]!;
      expect(res.text).not.toContain(code);
    }
  });

  it('has no demo inbox and says it is not a demo', async () => {
    expect((await t.client().get('/api/dev/inbox')).status).toBe(404);
    expect((await t.client().get('/api/dev/providers')).status).toBe(404);
    expect((await t.client().post('/api/dev/providers/faults', { provider: 'momo', party: '0241234567', fault: 'error_5xx' })).status).toBe(
      404,
    );
    expect((await t.client().post('/api/dev/staff-role', { username: 'anyone', role: 'support' })).status).toBe(404);
    expect((await t.client().get('/api/app-config')).body).toEqual({ demoMode: false });
  });
});

describe('forgot-password does not wait for the account look-up or the delivery', () => {
  let t: TestApp;
  let release: () => void = () => {};
  beforeAll(async () => {
    // The same code path in both modes; demo mode lets the helper sign the person up quickly.
    t = await startTestApp({ DEMO_MODE: '1' });
    await signUp(t.client(), person(7702, { phoneNumber: '0241770003', username: 'slow_sms', email: 'slow.sms@example.com' }));
  });
  afterAll(async () => {
    release();
    await t.close();
  });

  it('answers while the SMS to an existing account is still being sent (its time says nothing about the account)', async () => {
    const sent: OutgoingMessage[] = [];
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: Notifier = {
      send: async (message): Promise<DeliveryReceipt> => {
        await gate;
        sent.push(message);
        return { provider: 'slow', providerMessageId: 'slow-1', revealsContent: false };
      },
    };
    t.deps.notifier = slow;
    const res = await t.client().post('/api/auth/forgot-password', { loginId: 'slow_sms' });
    expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(sent).toEqual([]);
    release();
    await settlePendingResets();
    expect(sent.map((m) => m.to)).toEqual(['+233241770003']);
  });
});

describe('demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_MODE: '1' });
    await signUp(t.client(), person(7703, { phoneNumber: '0241770004', username: 'demo_person', email: 'demo.person@example.com' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a sign-up code for an identifier without an account (the spec’s toast), never a reset code', async () => {
    const signUpCode = await t.client().post('/api/phone/send-verification', { phoneNumber: '0241770005' });
    expect(signUpCode.body.demoCode).toMatch(/^\d{6}$/);
    const reset = await t.client().post('/api/auth/forgot-password', { loginId: 'demo_person' });
    expect(reset.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
  });

  it('lists what the simulators received, reset codes included, in the demo inbox', async () => {
    const providers = await startDemoProviders(t.deps.db);
    try {
      t.deps.notifier = createNotifier(t.deps.env, { simulated: providers, log: () => {} });
      t.advanceClock(61_000);
      await t.client().post('/api/auth/forgot-password', { loginId: 'demo.person@example.com' });
      await settlePendingResets();
      await t.client().post('/api/phone/send-verification', { phoneNumber: 'new.person@example.com' });
      const inbox = await t.client().get('/api/dev/inbox');
      expect(inbox.status).toBe(200);
      expect(inbox.headers.get('cache-control')).toBe('no-store');
      const [email, sms] = inbox.body.messages;
      expect(email).toMatchObject({ channel: 'email', to: 'new.person@example.com', subject: 'Your Nkabom verification code' });
      expect(sms).toMatchObject({ channel: 'sms', to: '+233241770004', subject: null });
      expect(sms.text).toMatch(/Your Nkabom password reset code is \d{6}\./);
    } finally {
      await providers.stop();
    }
  });

  it('says it is a demo, for the banner', async () => {
    expect((await t.client().get('/api/app-config')).body).toEqual({ demoMode: true });
  });
});

describe('start-up', () => {
  it('refuses to start in production on simulated SMS and e-mail, in one line naming the variables', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
      cwd: path.join(repoRoot, 'apps/api'),
      env: {
        PATH: process.env.PATH,
        SESSION_SECRET: 'x'.repeat(40),
        DATABASE_URL: 'postgres://127.0.0.1:1/never_reached',
        NODE_ENV: 'production',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start in production with simulated SMS and e-mail: set SMS_PROVIDER=hubtel/);
    expect(lines[0]).toContain('SMTP_HOST');
  });
});
