import { creditFromFunding } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createUser, type SocialTestUser } from '../testing/social-test-helpers';

let t: TestApp;
let ama: SocialTestUser;
let kofi: SocialTestUser;
let stranger: SocialTestUser;

beforeAll(async () => {
  t = await startTestApp();
  // Midday in Ghana (UTC), so no night-time fraud signal holds the payment.
  const now = t.deps.now();
  const midday = new Date(now);
  midday.setUTCHours(12, 0, 0, 0);
  if (midday <= now) midday.setUTCDate(midday.getUTCDate() + 1);
  t.advanceClock(midday.getTime() - now.getTime());
  [ama, kofi, stranger] = await Promise.all([
    createUser(t, { firstName: 'Ama', lastName: 'Mensah', ageDays: 90 }),
    createUser(t, { firstName: 'Kofi', lastName: 'Boateng', ageDays: 90 }),
    createUser(t, { ageDays: 90 }),
  ]);
  await creditFromFunding(t.deps.db, { userId: ama.id, amountPesewas: 100_00n });
});

afterAll(async () => {
  await t?.close();
});

describe('a real payment through the money API, then its social life', () => {
  it('A pays B; A reacts, likes and comments; B sees all of it; a stranger sees nothing', async () => {
    const paid = await ama.client.post('/api/send-money', { amount: '12.50', recipientUsername: kofi.username, message: 'Chop money' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.status).toBe('completed');
    const id = paid.body.id as number;

    expect((await ama.client.post(`/api/transactions/${id}/reactions`, { emoji: '🎉' })).status).toBe(200);
    expect((await ama.client.post(`/api/transactions/${id}/like`)).body).toEqual({ liked: true, count: 1 });
    expect((await ama.client.post(`/api/transactions/${id}/comments`, { comment: 'Enjoy!' })).status).toBe(200);

    expect((await kofi.client.get(`/api/transactions/${id}/reactions`)).body).toEqual([{ emoji: '🎉', count: 1, reactedByMe: false }]);
    expect((await kofi.client.get(`/api/transactions/${id}/likes`)).body).toMatchObject([
      { userId: ama.id, userName: 'Ama Mensah', isMine: false },
    ]);
    expect((await kofi.client.get(`/api/transactions/${id}/comments`)).body).toMatchObject([
      { userName: 'Ama Mensah', comment: 'Enjoy!', isMine: false },
    ]);
    expect((await kofi.client.get(`/api/transactions/${id}/user-like`)).body).toEqual({ liked: false });

    // New payments are friends-only by default: a stranger learns nothing, not even that it exists.
    for (const path of ['reactions', 'comments', 'likes', 'user-like']) {
      expect((await stranger.client.get(`/api/transactions/${id}/${path}`)).status, path).toBe(404);
    }
    const feed = await stranger.client.get(`/api/users/${ama.id}/transactions`);
    expect(feed.body).toEqual([]);

    // Both make it public: the stranger sees the payment on the profile, but never the amount.
    await ama.client.patch(`/api/transactions/${id}/visibility`, { visibility: 'public' });
    await kofi.client.patch(`/api/transactions/${id}/visibility`, { visibility: 'public' });
    const publicFeed = await stranger.client.get(`/api/users/${ama.id}/transactions`);
    expect(publicFeed.body).toMatchObject([{ id, amount: null, message: 'Chop money', likeCount: 1, commentCount: 1 }]);
    expect(publicFeed.text).not.toContain('12.50');
    expect((await kofi.client.get(`/api/users/${ama.id}/transactions`)).body[0].amount).toBe('12.50');

    // Paying someone makes them a frequent contact (paid by id and @username); it reveals no phone or e-mail.
    expect((await ama.client.get('/api/contacts/frequent')).body[0]).toMatchObject({
      id: kofi.id,
      name: 'Kofi Boateng',
      isFrequent: true,
      phone: null,
      email: null,
      username: kofi.username,
    });
  });
});
