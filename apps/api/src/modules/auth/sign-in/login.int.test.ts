import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../http/session';
import type { HttpClient } from '../../../testing/http-client';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { windowStart } from '../../rate-limits';
import { LOGIN_FAILURES_PER_IP } from '../rate-limits/rate-limit-rules';
import { clearRateLimits, countRows, moveClockToWindowStart, PASSWORD, person, signUp } from '../testing/auth-test-helpers';

let t: TestApp;
let user: { id: string; username: string };
beforeAll(async () => {
  t = await startTestApp();
  user = await signUp(t.client(), person(1, { phoneNumber: '0241234567', email: 'esi.quaye@example.com', username: 'esi_quaye' }));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t);
});

function sessionCookie(client: HttpClient): string | undefined {
  return client
    .cookieHeader()
    .split('; ')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

describe('POST /api/auth/login', () => {
  it.each([
    '0241234567',
    '+233241234567',
    '233241234567',
    '024 123 4567',
    'esi.quaye@example.com',
    'Esi.Quaye@Example.com',
    'esi_quaye',
    '@esi_quaye',
    'ESI_QUAYE',
  ])('signs in with %j', async (loginId) => {
    const client = t.client();
    const res = await client.post('/api/auth/login', { loginId, password: PASSWORD });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: 'esi_quaye', phoneNumber: '+233241234567', walletBalance: '0.00' });
    expect(res.text).not.toMatch(/password|argon2/i);
    expect((await client.get('/api/auth/user')).body.id).toBe(user.id);
  });

  it.each([
    ['a wrong password', 'esi_quaye', 'wrong-password'],
    ['an unknown username', 'nobody_here', PASSWORD],
    ['an unknown e-mail', 'nobody@example.com', PASSWORD],
    ['an unknown phone', '0209999999', PASSWORD],
    ['a phone-like id that is no Ghana number', '+44 20 7946 0958', PASSWORD],
  ])('gives one generic 401 for %s', async (_case, loginId, password) => {
    const client = t.client();
    const res = await client.post('/api/auth/login', { loginId, password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid login details');
    expect(sessionCookie(client)).toBeUndefined();
  });

  it.each([
    [{ loginId: '', password: PASSWORD }, 'Email, phone, or username is required'],
    [{ loginId: '   ', password: PASSWORD }, 'Email, phone, or username is required'],
    [{ loginId: 'esi_quaye', password: '' }, 'Password is required'],
  ])('refuses %j with the spec message', async (body, message) => {
    const before = await countRows(t, 'sessions');
    const res = await t.client().post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows(t, 'sessions')).toBe(before);
  });

  it('locks a login id for the rest of the 15-minute window after 5 wrong passwords (ASVS 2.2.1)', async () => {
    moveClockToWindowStart(t, 15 * 60_000);
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post('/api/auth/login', { loginId: '0241234567', password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    // Any spelling of the same number is the same login id; even the right password waits.
    const locked = await t.client().post('/api/auth/login', { loginId: '+233 24 123 4567', password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many attempts. Try again in 15 minutes.');
    t.advanceClock(10 * 60_000);
    const later = await t.client().post('/api/auth/login', { loginId: '0241234567', password: PASSWORD });
    expect(later.body.message).toBe('Too many attempts. Try again in 5 minutes.');
    t.advanceClock(5 * 60_000);
    const res = await t.client().post('/api/auth/login', { loginId: '0241234567', password: PASSWORD });
    expect(res.status).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    moveClockToWindowStart(t, 15 * 60_000);
    for (let i = 0; i < 4; i++) await t.client().post('/api/auth/login', { loginId: 'esi_quaye', password: 'nope-nope' });
    expect((await t.client().post('/api/auth/login', { loginId: 'esi_quaye', password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await t.client().post('/api/auth/login', { loginId: 'esi_quaye', password: 'nope-nope' })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { loginId: 'esi_quaye', password: PASSWORD })).status).toBe(200);
  });

  it('has a per-address ceiling across login ids', async () => {
    const now = t.deps.now().getTime();
    await t.deps.db
      .insertInto('rateLimitHits')
      .values({
        bucket: `${LOGIN_FAILURES_PER_IP.name}:127.0.0.1`,
        windowStart: windowStart(LOGIN_FAILURES_PER_IP, now),
        hits: LOGIN_FAILURES_PER_IP.limit,
      })
      .execute();
    const res = await t.client().post('/api/auth/login', { loginId: 'someone_else', password: 'whatever-1' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  });

  it('issues a new session id at sign-in (no session fixation)', async () => {
    const client = t.client();
    await client.get('/api/auth/webauthn/authentication-options'); // any call that opens an anonymous session
    const before = sessionCookie(client);
    expect(before).toBeDefined();
    const res = await client.post('/api/auth/login', { loginId: 'esi_quaye', password: PASSWORD });
    expect(res.status).toBe(200);
    const after = sessionCookie(client);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const oldSid = decodeURIComponent(before!.split('=')[1]!).split('.')[0]!;
    expect(await t.deps.db.selectFrom('sessions').select('sid').where('sid', '=', oldSid).executeTakeFirst()).toBeUndefined();
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = await t.client().post('/api/auth/login', { loginId: 'esi_quaye', password: PASSWORD });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('GET /api/auth/user and POST /api/auth/logout', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/api/auth/user');
    expect(res.status).toBe(401);
  });

  it('signs out: destroys the session row, clears the cookie, and /api/auth/user is 401 again', async () => {
    const client = t.client();
    await client.post('/api/auth/login', { loginId: 'esi_quaye', password: PASSWORD });
    const cookie = client.cookieHeader();
    const sid = decodeURIComponent(sessionCookie(client)!.split('=')[1]!).split('.')[0]!;
    expect(await t.deps.db.selectFrom('sessions').select('userId').where('sid', '=', sid).executeTakeFirst()).toEqual({ userId: user.id });

    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out successfully' });
    expect(res.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect(await t.deps.db.selectFrom('sessions').select('sid').where('sid', '=', sid).executeTakeFirst()).toBeUndefined();
    expect((await client.get('/api/auth/user')).status).toBe(401);
    // The old cookie, replayed, opens nothing.
    expect((await t.client().get('/api/auth/user', { cookie })).status).toBe(401);
  });

  it('an answer to a request that carried an ended session’s cookie does not clear the cookie (a newer one may be set by then)', async () => {
    // A browser signs in again while a request with its old cookie is in flight (a debounced username
    // check during sign-up, a background poll): that answer comes last and must not sign it out.
    const client = t.client();
    await client.post('/api/auth/login', { loginId: 'esi_quaye', password: PASSWORD });
    const old = client.cookieHeader();
    expect((await t.client().post('/api/auth/logout', undefined, { cookie: old })).status).toBe(200);
    for (const res of [await t.client().get('/api/auth/user', { cookie: old }), await t.client().get('/health', { cookie: old })]) {
      expect(res.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
    }
    expect((await t.client().get('/api/auth/user', { cookie: old })).status).toBe(401);
  });

  it('signing out without a session is fine', async () => {
    const res = await t.client().post('/api/auth/logout');
    expect(res.status).toBe(200);
  });
});

describe('tRPC transport', () => {
  it('serves the same procedures at /trpc with superjson', async () => {
    const client = t.client();
    const login = await client.post('/trpc/auth.login', { json: { loginId: '233241234567', password: PASSWORD } });
    expect(login.status, login.text).toBe(200);
    expect(login.body.result.data.json).toMatchObject({ id: user.id, username: 'esi_quaye' });
    const me = await client.get('/trpc/auth.user');
    expect(me.body.result.data.json.id).toBe(user.id);
    const wrong = await t.client().post('/trpc/auth.login', { json: { loginId: 'esi_quaye', password: 'not-it-at-all' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.json.message).toBe('Invalid login details');
    const invalid = await t.client().post('/trpc/auth.login', { json: { loginId: '', password: 'x' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.json.message).toBe('Email, phone, or username is required');
  });
});
