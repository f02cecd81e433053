import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { LOOKUPS_PER_IP } from '../rate-limits/rate-limit-rules';
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
  it('count once per account whichever spelling is used: username, e-mail and phone share 5 password checks, not 15', async () => {
    moveClockToWindowStart(t, 15 * 60_000);
    const spellings = ['efua_lock', 'efua.lock@example.com', '0261009901', '+233261009901', 'EFUA_LOCK'];
    for (const [i, spelling] of spellings.entries()) expect((await login(spelling, `wrong-${i}-x`, '203.0.113.10')).status).toBe(401);
    // A sixth guess, even the right password under a spelling not yet used up, is not checked.
    const sixth = await login('@efua_lock', PASSWORD, '203.0.113.10');
    expect(sixth.status).toBe(401);
    expect(sixth.body.message).toBe('Invalid login details');
  });

  it('do not link the spellings of one account: a locked account answers another spelling exactly as an unknown id', async () => {
    moveClockToWindowStart(t, 15 * 60_000);
    const ip = '203.0.113.30';
    // The attack: lock the account through its username, then try the e-mail — a 429 would say both are one account.
    for (let i = 0; i < 5; i++) expect((await login('efua_lock', `wrong-${i}-y`, ip)).status).toBe(401);
    expect((await login('efua_lock', 'wrong-6-y', ip)).status).toBe(429);
    const answers = async (loginId: string) => {
      const seen: { status: number; body: unknown; ms: number }[] = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        const res = await login(loginId, `guess-${i}-y`, ip);
        seen.push({ status: res.status, body: res.body, ms: performance.now() - started });
      }
      return seen;
    };
    const linked = await answers('efua.lock@example.com');
    const unknown = await answers('nobody.lock@example.com');
    expect(linked.map((a) => [a.status, a.body])).toEqual(unknown.map((a) => [a.status, a.body]));
    expect(linked.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    // Timing class: the 401s of both spent one argon2 verification (several ms), the 429s none.
    const slow = (seen: { status: number; ms: number }[]) => seen.filter((a) => a.status === 401).map((a) => a.ms);
    expect(Math.min(...slow(linked))).toBeGreaterThan(2);
    expect(Math.min(...slow(unknown))).toBeGreaterThan(2);
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

describe('per-address limits', () => {
  it('count a whole IPv6 /64 as one address: a fresh address per request does not escape them', async () => {
    moveClockToWindowStart(t, 10 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i <= LOOKUPS_PER_IP.limit; i++) {
      const ip = `2001:db8:42:7:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`;
      statuses.push((await t.client().get('/api/check-username/someone_new', { 'x-forwarded-for': ip })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const last = statuses.at(-1);
    expect(last).toBe(429);
    // Another /64 is another subscriber.
    expect((await t.client().get('/api/check-username/someone_new', { 'x-forwarded-for': '2001:db8:42:8::1' })).status).toBe(200);
  });

  it('count an IPv4-mapped IPv6 address as the IPv4 address it carries', async () => {
    moveClockToWindowStart(t, 15 * 60_000);
    for (let i = 0; i < 5; i++) await login('nobody_mapped', `guess-${i}-z`, i % 2 ? '198.51.100.90' : '::ffff:198.51.100.90');
    expect((await login('nobody_mapped', 'guess-6-z', '::ffff:c633:645a')).status).toBe(429);
  });
});
