import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, insertPayment, makeFriends, type SocialTestUser } from '../testing/social-test-helpers';
import { EXACT_LOOKUPS_PER_IP, EXACT_LOOKUPS_PER_USER, SEARCHES_PER_USER } from './search-limits';

/** The audit: 300 whole-number look-ups in 1.2 s, each answered with name, username and masked contacts. */
let t: TestApp;
let harvester: SocialTestUser;
let stranger: SocialTestUser;
let friend: SocialTestUser;
let payee: SocialTestUser;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  [harvester, stranger, friend, payee] = await Promise.all([
    createUser(t, { firstName: 'Harvey', lastName: 'Ster', username: 'harvester', phoneNumber: '+233245000001' }),
    createUser(t, {
      firstName: 'Adwoa',
      lastName: 'Boateng',
      username: 'adwoa_b',
      phoneNumber: '+233245000002',
      email: 'adwoa.b@example.com',
      profileImageUrl: '/api/profile-images/x.webp',
    }),
    createUser(t, { firstName: 'Kofi', lastName: 'Friend', username: 'kofi_friend', phoneNumber: '+233245000003' }),
    createUser(t, { firstName: 'Esi', lastName: 'Payee', username: 'esi_payee', phoneNumber: '+233245000004' }),
  ]);
  await makeFriends(t, harvester, friend);
  await insertPayment(t, harvester, payee);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.deps.db.deleteFrom('rateLimitHits').execute();
  // The start of a minute (not of the hour: the sessions would go idle), so a minute's window never straddles.
  const now = t.deps.now().getTime();
  t.advanceClock(60_000 - (now % 60_000) + 500);
});

const lookUp = (who: SocialTestUser, q: string, ip = '198.51.100.1') =>
  who.client.get(`/api/search/users?q=${encodeURIComponent(q)}`, { 'x-forwarded-for': ip });

describe('whole-number look-ups', () => {
  it('are limited per user: the harvest stops with a 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await lookUp(harvester, `02450${String(i).padStart(5, '0')}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(EXACT_LOOKUPS_PER_USER.limit);
    expect(statuses.slice(EXACT_LOOKUPS_PER_USER.limit).every((s) => s === 429)).toBe(true);
    const refused = await lookUp(harvester, '0245000002');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many searches\. Try again in \d+ minutes?\.$/);
    expect(refused.text).not.toContain('Adwoa');
  });

  it('are limited per address (IPv6 /64), whoever is signed in', async () => {
    const windowStart = new Date(Math.floor(t.deps.now().getTime() / EXACT_LOOKUPS_PER_IP.windowMs) * EXACT_LOOKUPS_PER_IP.windowMs);
    await t.deps.db
      .insertInto('rateLimitHits')
      .values({ bucket: `${EXACT_LOOKUPS_PER_IP.name}:2001:db8:9:9::/64`, windowStart, hits: EXACT_LOOKUPS_PER_IP.limit })
      .execute();
    const res = await lookUp(friend, '0245000002', '2001:db8:9:9:abcd::77');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('every search counts per user too: a script typing names is stopped within the minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SEARCHES_PER_USER.limit; i++) statuses.push((await lookUp(harvester, `name${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  });

  it('answer a stranger with the name only; someone known to the searcher as before', async () => {
    const found = await lookUp(harvester, '024 500 0002');
    expect(found.status, found.text).toBe(200);
    expect(found.body).toEqual([expect.objectContaining({ id: stranger.id, firstName: 'Adwoa', lastName: 'Boateng', nameOnly: true })]);
    expect(found.body[0]).toMatchObject({ username: null, profileImageUrl: null, phoneHint: null, emailHint: null, email: null });
    expect(found.text).not.toMatch(/adwoa_b|profile-images|•/);
    const byEmail = await lookUp(harvester, 'adwoa.b@example.com');
    expect(byEmail.body).toEqual([expect.objectContaining({ id: stranger.id, nameOnly: true, username: null, phoneHint: null })]);

    expect((await lookUp(harvester, '0245000003')).body[0]).toMatchObject({ id: friend.id, username: 'kofi_friend', nameOnly: false });
    expect((await lookUp(harvester, '0245000004')).body[0]).toMatchObject({ id: payee.id, username: 'esi_payee', nameOnly: false });
    // A name search is unchanged: it never needed the number.
    expect((await lookUp(harvester, 'Adwoa')).body[0]).toMatchObject({ id: stranger.id, username: 'adwoa_b', nameOnly: false });
  });
});
