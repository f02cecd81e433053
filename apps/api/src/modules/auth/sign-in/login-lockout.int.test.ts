import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { moveClockToWindowStart, PASSWORD, person, signUp } from '../testing/auth-test-helpers';

/** Finding 3.2: the lockout counts per account (all spellings) and per address (soft lockout). */
let t: TestApp;
beforeAll(async () => {
  // The test plays several addresses through a trusted local proxy.
  t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  await signUp(t.client(), person(9901, { phoneNumber: '0261009901', email: 'efua.lock@example.com', username: 'efua_lock' }));
});
afterAll(async () => {
  await t.close();
});

const login = (loginId: string, password: string, ip: string) =>
  t.client().post('/api/auth/login', { loginId, password }, { 'x-forwarded-for': ip });

describe('wrong passwords', () => {
  it('count once per account whichever spelling is used: username, e-mail and phone share 5 guesses, not 15', async () => {
    moveClockToWindowStart(t, 15 * 60_000);
    const spellings = ['efua_lock', 'efua.lock@example.com', '0261009901', '+233261009901', 'EFUA_LOCK'];
    for (const [i, spelling] of spellings.entries()) expect((await login(spelling, `wrong-${i}-x`, '203.0.113.10')).status).toBe(401);
    const sixth = await login('efua.lock@example.com', 'wrong-6-x', '203.0.113.10');
    expect(sixth.status).toBe(429);
  });

  it('from a stranger’s address do not lock the owner out at theirs', async () => {
    moveClockToWindowStart(t, 15 * 60_000);
    for (let i = 0; i < 5; i++) await login('efua_lock', `guess-${i}-x`, '198.51.100.66');
    // The stranger is stopped, even with the right password from their address...
    expect((await login('efua_lock', PASSWORD, '198.51.100.66')).status).toBe(429);
    // ...but the owner, from her own phone's address, signs in.
    const owner = await login('efua_lock', PASSWORD, '203.0.113.20');
    expect(owner.status, owner.text).toBe(200);
  });

  it('for an account that does not exist answer exactly like those for one that does', async () => {
    moveClockToWindowStart(t, 15 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('nobody_lock', `guess-${i}-x`, '198.51.100.67')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
