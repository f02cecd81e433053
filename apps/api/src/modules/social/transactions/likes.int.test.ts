import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { loadSocialSummaries } from '../index';
import { block, countRows, createUser, insertPayment, makeFriends, type SocialTestUser } from '../testing/social-test-helpers';

let t: TestApp;
let ama: SocialTestUser;
let kofi: SocialTestUser;
let amasFriend: SocialTestUser;
let stranger: SocialTestUser;
let paymentId: number;

beforeAll(async () => {
  t = await startTestApp();
  [ama, kofi, amasFriend, stranger] = await Promise.all([
    createUser(t, { firstName: 'Ama', lastName: 'Mensah' }),
    createUser(t, { firstName: 'Kofi', lastName: 'Boateng' }),
    createUser(t, { firstName: 'Efua', lastName: 'Owusu' }),
    createUser(t),
  ]);
  await makeFriends(t, kofi, amasFriend);
  paymentId = await insertPayment(t, ama, kofi);
});

afterAll(async () => {
  await t?.close();
});

const path = (id: number | string, rest: string) => `/api/transactions/${id}/${rest}`;

describe('likes', () => {
  it('toggles with an empty body: like, count, who liked, un-like', async () => {
    expect((await ama.client.get(path(paymentId, 'user-like'))).body).toEqual({ liked: false });
    expect((await ama.client.get(path(paymentId, 'likes'))).body).toEqual([]);

    // The spec's client posts with no body and no content type.
    const liked = await ama.client.request('POST', path(paymentId, 'like'));
    expect(liked.status, liked.text).toBe(200);
    expect(liked.body).toEqual({ liked: true, count: 1 });
    expect((await ama.client.get(path(paymentId, 'user-like'))).body).toEqual({ liked: true });

    const friends = await amasFriend.client.post(path(paymentId, 'like'));
    expect(friends.body).toEqual({ liked: true, count: 2 });

    const list = await kofi.client.get(path(paymentId, 'likes'));
    expect(list.status, list.text).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body.map((l: { userName: string; isMine: boolean }) => [l.userName, l.isMine]).sort()).toEqual([
      ['Ama Mensah', false],
      ['Efua Owusu', false],
    ]);

    const unliked = await ama.client.post(path(paymentId, 'like'), {});
    expect(unliked.body).toEqual({ liked: false, count: 1 });
    expect((await ama.client.get(path(paymentId, 'user-like'))).body).toEqual({ liked: false });
    expect(await countRows(t, 'transactionLikes')).toBe(1);
  });

  it('hides every like call on a friends-only payment from a stranger (404), nothing written', async () => {
    const before = await countRows(t, 'transactionLikes');
    for (const res of [
      await stranger.client.get(path(paymentId, 'likes')),
      await stranger.client.get(path(paymentId, 'user-like')),
      await stranger.client.post(path(paymentId, 'like')),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Transaction not found');
    }
    expect(await countRows(t, 'transactionLikes')).toBe(before);
  });

  it('answers 400 for a bad id, 404 for a missing transaction and 401 when signed out', async () => {
    expect((await ama.client.post(path('1.5', 'like'))).body.message).toBe('Invalid transaction id');
    expect((await ama.client.post(path(99_999_999, 'like'))).status).toBe(404);
    expect((await t.client().post(path(paymentId, 'like'))).status).toBe(401);
    expect((await t.client().get(path(paymentId, 'likes'))).status).toBe(401);
    expect((await t.client().get(path(paymentId, 'user-like'))).status).toBe(401);
  });

  it('refuses a like across a block between the parties (403)', async () => {
    const payment = await insertPayment(t, stranger, ama);
    await block(t, ama, stranger);
    const before = await countRows(t, 'transactionLikes');
    const res = await stranger.client.post(path(payment, 'like'));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot interact with this user');
    expect(await countRows(t, 'transactionLikes')).toBe(before);
  });
});

describe('loadSocialSummaries (for the history list)', () => {
  it('counts likes and comments per transaction and says whether I liked each', async () => {
    const [a, b] = [await insertPayment(t, ama, kofi), await insertPayment(t, kofi, ama)];
    await ama.client.post(`/api/transactions/${a}/like`);
    await kofi.client.post(`/api/transactions/${a}/like`);
    await kofi.client.post(`/api/transactions/${a}/comments`, { comment: 'One' });
    await kofi.client.post(`/api/transactions/${b}/comments`, { comment: 'Two' });
    const summaries = await loadSocialSummaries(t.deps.db, ama.id, [a, String(b), 99_999_999]);
    expect(summaries.get(a)).toEqual({ likeCount: 2, commentCount: 1, likedByMe: true });
    expect(summaries.get(b)).toEqual({ likeCount: 0, commentCount: 1, likedByMe: false });
    expect(summaries.get(99_999_999)).toEqual({ likeCount: 0, commentCount: 0, likedByMe: false });
    expect((await loadSocialSummaries(t.deps.db, ama.id, [])).size).toBe(0);
  });
});
