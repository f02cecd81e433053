import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, PASSWORD } from '../../social/testing/social-test-helpers';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The same person signed in on another browser. */
async function anotherDevice(username: string, userAgent: string) {
  const client = t.client();
  const login = await client.post('/api/auth/login', { loginId: username, password: PASSWORD }, { 'user-agent': userAgent });
  expect(login.status, login.text).toBe(200);
  return client;
}

describe('remembered devices (GET /api/sessions)', () => {
  it('lists my real sessions with browser, system, a masked address and times, this one first', async () => {
    const user = await createUser(t);
    const phone = await anotherDevice(user.username, ANDROID_CHROME);
    await anotherDevice(user.username, IPHONE_SAFARI);
    const res = await phone.get('/api/sessions');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toMatchObject({ browser: 'Chrome', os: 'Android', thisDevice: true, place: '127.0.0.x' });
    expect(res.body.filter((d: { thisDevice: boolean }) => d.thisDevice)).toHaveLength(1);
    expect(res.body.map((d: { browser: string }) => d.browser)).toContain('Safari');
    expect(new Date(res.body[0].signedInAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // The ids are not the session ids (those are the cookies' secrets).
    const sids = (await t.deps.db.selectFrom('sessions').select('sid').where('userId', '=', user.id).execute()).map((r) => r.sid);
    for (const device of res.body) expect(sids).not.toContain(device.id);
    // Someone else sees only their own.
    const stranger = await createUser(t);
    expect((await stranger.client.get('/api/sessions')).body).toHaveLength(1);
  });

  it("signs one device out at once (its cookie gets 401), refuses this one and a stranger's", async () => {
    const user = await createUser(t);
    const lost = await anotherDevice(user.username, IPHONE_SAFARI);
    const devices = (await user.client.get('/api/sessions')).body;
    const lostDevice = devices.find((d: { browser: string }) => d.browser === 'Safari');
    const stranger = await createUser(t);
    expect((await stranger.client.delete(`/api/sessions/${lostDevice.id}`)).status).toBe(404);
    expect((await lost.get('/api/auth/user')).status).toBe(200);

    const thisOne = devices.find((d: { thisDevice: boolean }) => d.thisDevice);
    const self = await user.client.delete(`/api/sessions/${thisOne.id}`);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('To sign out this device, use Log out');

    const res = await user.client.delete(`/api/sessions/${lostDevice.id}`);
    expect(res.status, res.text).toBe(200);
    expect((await lost.get('/api/auth/user')).status).toBe(401);
    expect((await user.client.get('/api/auth/user')).status).toBe(200);
    expect((await user.client.get('/api/sessions')).body).toHaveLength(1);
  });

  it('signs out every other device', async () => {
    const user = await createUser(t);
    const a = await anotherDevice(user.username, ANDROID_CHROME);
    const b = await anotherDevice(user.username, IPHONE_SAFARI);
    const res = await user.client.post('/api/sessions/sign-out-others', {});
    expect(res.body).toEqual({ message: 'Signed out 2 other devices', signedOut: 2 });
    expect((await a.get('/api/auth/user')).status).toBe(401);
    expect((await b.get('/api/auth/user')).status).toBe(401);
    expect((await user.client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it.each([
    [{ newPassword: 'Another-pass-9' }, 'Current password is required'],
    [{ currentPassword: PASSWORD, newPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'The new password must be different from the current one'],
    [{ currentPassword: 'not-my-password', newPassword: 'Another-pass-9' }, 'Current password is incorrect'],
  ])('%j → 400 "%s", the password unchanged', async (body, message) => {
    const user = await createUser(t);
    const res = await user.client.post('/api/auth/change-password', body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
    const again = t.client();
    expect((await again.post('/api/auth/login', { loginId: user.username, password: PASSWORD })).status).toBe(200);
  });

  it('changes it, keeps this session and ends every other one (a second cookie gets 401)', async () => {
    const user = await createUser(t);
    const other = await anotherDevice(user.username, ANDROID_CHROME);
    const res = await user.client.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-7' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Your password was changed. You were signed out on your other device.', otherSessionsEnded: 1 });
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await user.client.get('/api/auth/user')).status).toBe(200);
    expect((await t.client().post('/api/auth/login', { loginId: user.username, password: PASSWORD })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { loginId: user.username, password: 'Brand-new-pass-7' })).status).toBe(200);
  });

  it('answers 401 without a session, and stops guessing the current password after the sign-in limit', async () => {
    expect((await t.client().post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'Another-pass-9' })).status).toBe(401);
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await user.client.post('/api/auth/change-password', { currentPassword: `guess-${i}`, newPassword: 'Another-pass-9' })).status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThan(2);
  });
});
