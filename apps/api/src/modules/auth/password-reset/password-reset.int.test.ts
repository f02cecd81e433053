import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { RESET_REQUESTED_MESSAGE, settlePendingResets } from './password-reset-service';
import { clearRateLimits, countRows, PASSWORD, person, signUp, verifyContact } from '../testing/auth-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await signUp(t.client(), person(1, { phoneNumber: '0501112222', email: 'afia.darko@example.com', username: 'afia_darko' }));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t);
  t.advanceClock(61_000); // past the resend wait of the previous test's code
});

const NEW_PASSWORD = 'brand-new-pass-7';

/** Asks for a reset as a person would, then reads the code from their phone (or inbox), never the response. */
async function resetCodeFor(loginId: string, destination = '+233501112222'): Promise<string> {
  const res = await t.client().post('/api/auth/forgot-password', { loginId });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
  await settlePendingResets();
  return /\b(\d{6})\b/.exec(t.notifier.lastTo(destination)?.text ?? '')?.[1] ?? 'no code sent';
}

describe('POST /api/auth/forgot-password', () => {
  it('sends a reset code by SMS to the account’s phone, whichever login id names it, and never in the response', async () => {
    const res = await t.client().post('/api/auth/forgot-password', { loginId: 'Afia.Darko@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await settlePendingResets();
    const sms = t.notifier.lastTo('+233501112222');
    expect(sms?.channel).toBe('sms');
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    expect(res.text).not.toContain(code);
  });

  it('answers the same for an unknown account, sends nothing and stores nothing', async () => {
    const before = { codes: await countRows(t, 'oneTimeCodes'), sent: t.notifier.outbox.length };
    const res = await t.client().post('/api/auth/forgot-password', { loginId: 'nobody_at_all' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await settlePendingResets();
    expect({ codes: await countRows(t, 'oneTimeCodes'), sent: t.notifier.outbox.length }).toEqual(before);
  });

  it('refuses an empty login id with the spec message', async () => {
    const res = await t.client().post('/api/auth/forgot-password', { loginId: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email, phone, or username is required');
  });

  it('sends to the e-mail address of an account without a phone', async () => {
    const client = t.client();
    await verifyContact(client, 'kweku.ansah@example.com');
    const made = await client.post('/api/auth/complete-registration', {
      firstName: 'Kweku',
      lastName: 'Ansah',
      email: 'kweku.ansah@example.com',
      username: 'kweku_ansah',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(made.status).toBe(200);
    t.advanceClock(61_000);
    const code = await resetCodeFor('kweku_ansah', 'kweku.ansah@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(t.notifier.lastTo('kweku.ansah@example.com')?.channel).toBe('email');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs the user out everywhere, and the code works once', async () => {
    const elsewhere = t.client();
    expect((await elsewhere.post('/api/auth/login', { loginId: 'afia_darko', password: PASSWORD })).status).toBe(200);
    const code = await resetCodeFor('0501112222');

    const res = await t.client().post('/api/auth/reset-password', {
      loginId: '+233501112222',
      code,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });

    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { loginId: 'afia_darko', password: PASSWORD })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { loginId: 'afia_darko', password: NEW_PASSWORD })).status).toBe(200);

    const replay = await t
      .client()
      .post('/api/auth/reset-password', { loginId: 'afia_darko', code: code, newPassword: PASSWORD, confirmPassword: PASSWORD });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('Invalid or expired reset code');
  });

  it('ends the session of the request that resets, when it is the same user', async () => {
    const client = t.client();
    expect((await client.post('/api/auth/login', { loginId: 'afia_darko', password: NEW_PASSWORD })).status).toBe(200);
    const code = await resetCodeFor('afia_darko');
    const res = await client.post('/api/auth/reset-password', {
      loginId: 'afia_darko',
      code: code,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    const afia = await t.deps.db.selectFrom('users').select('id').where('username', '=', 'afia_darko').executeTakeFirstOrThrow();
    expect(await t.deps.db.selectFrom('sessions').select('sid').where('userId', '=', afia.id).execute()).toEqual([]);
  });

  it('gives one message for a wrong code, an unknown account and an expired code', async () => {
    const code = await resetCodeFor('afia_darko');
    const wrong = code === '000000' ? '111111' : '000000';
    const cases = [
      { loginId: 'afia_darko', code: wrong },
      { loginId: 'nobody_at_all', code: code },
    ];
    for (const body of cases) {
      const res = await t.client().post('/api/auth/reset-password', { ...body, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid or expired reset code');
    }
    t.advanceClock(11 * 60_000);
    const expired = await t
      .client()
      .post('/api/auth/reset-password', { loginId: 'afia_darko', code: code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Invalid or expired reset code');
    expect((await t.client().post('/api/auth/login', { loginId: 'afia_darko', password: PASSWORD })).status).toBe(200);
  });

  it.each([
    [{ code: '12345' }, 'Verification code must be 6 digits'],
    [{ newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: 'different-one-9' }, "Passwords don't match"],
    [{ loginId: '' }, 'Email, phone, or username is required'],
  ])('refuses %j with the spec message and changes nothing', async (change, message) => {
    const code = await resetCodeFor('afia_darko');
    const before = await t.deps.db
      .selectFrom('users')
      .select('passwordHash')
      .where('username', '=', 'afia_darko')
      .executeTakeFirstOrThrow();
    const res = await t.client().post('/api/auth/reset-password', {
      loginId: 'afia_darko',
      code,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const after = await t.deps.db.selectFrom('users').select('passwordHash').where('username', '=', 'afia_darko').executeTakeFirstOrThrow();
    expect(after.passwordHash).toBe(before.passwordHash);
    const stored = await t.deps.db
      .selectFrom('oneTimeCodes')
      .select(['attempts', 'consumedAt'])
      .where('identifier', '=', '+233501112222')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ attempts: 0, consumedAt: null });
  });

  it('lifts a sign-in lockout once the password is reset', async () => {
    for (let i = 0; i < 5; i++) await t.client().post('/api/auth/login', { loginId: 'afia_darko', password: `wrong-${i}-x` });
    expect((await t.client().post('/api/auth/login', { loginId: 'afia_darko', password: PASSWORD })).status).toBe(429);
    const code = await resetCodeFor('afia.darko@example.com');
    const res = await t
      .client()
      .post('/api/auth/reset-password', { loginId: 'afia_darko', code: code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await t.client().post('/api/auth/login', { loginId: 'afia_darko', password: NEW_PASSWORD })).status).toBe(200);
  });
});
