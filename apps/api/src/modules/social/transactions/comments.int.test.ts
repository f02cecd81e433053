import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
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
  await makeFriends(t, ama, amasFriend);
  paymentId = await insertPayment(t, ama, kofi);
});

afterAll(async () => {
  await t?.close();
});

const commentsPath = (id: number | string) => `/api/transactions/${id}/comments`;

describe('GET/POST /api/transactions/{id}/comments', () => {
  it('adds a trimmed comment and lists the thread oldest first, marking my own', async () => {
    expect((await ama.client.get(commentsPath(paymentId))).body).toEqual([]);
    const posted = await ama.client.post(commentsPath(paymentId), { comment: '  Thanks for lunch!  ' });
    expect(posted.status, posted.text).toBe(200);
    expect(posted.body).toMatchObject({ userId: ama.id, userName: 'Ama Mensah', comment: 'Thanks for lunch!', isMine: true });
    expect(typeof posted.body.id).toBe('number');
    expect(new Date(posted.body.createdAt).toString()).not.toBe('Invalid Date');

    t.advanceClock(1_000);
    await kofi.client.post(commentsPath(paymentId), { comment: 'Anytime 🙌' });
    const thread = await kofi.client.get(commentsPath(paymentId));
    expect(thread.status, thread.text).toBe(200);
    expect(thread.body.map((c: { comment: string; isMine: boolean; userName: string }) => [c.comment, c.userName, c.isMine])).toEqual([
      ['Thanks for lunch!', 'Ama Mensah', false],
      ['Anytime 🙌', 'Kofi Boateng', true],
    ]);
  });

  it('accepts exactly 500 characters and lets a friend of a party join in', async () => {
    const res = await amasFriend.client.post(commentsPath(paymentId), { comment: 'a'.repeat(500) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.comment).toHaveLength(500);
  });

  describe('refuses bad input with a clear message and writes nothing', () => {
    it.each([
      [{}, 'Comment cannot be empty'],
      [{ comment: '' }, 'Comment cannot be empty'],
      [{ comment: ' \n\t ' }, 'Comment cannot be empty'],
      [{ comment: null }, 'Comment cannot be empty'],
      [{ comment: 'a'.repeat(501) }, 'Comment must be at most 500 characters'],
    ])('%j → 400 "%s"', async (body, message) => {
      const before = await countRows(t, 'transactionComments');
      const res = await ama.client.post(commentsPath(paymentId), body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await countRows(t, 'transactionComments')).toBe(before);
    });

    it('answers 400 for a bad id and 404 for a missing transaction', async () => {
      expect((await ama.client.post(commentsPath('-1'), { comment: 'hi' })).body.message).toBe('Invalid transaction id');
      const missing = await ama.client.post(commentsPath(99_999_999), { comment: 'hi' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Transaction not found');
    });
  });

  it('hides the thread of a friends-only payment from a stranger (404), nothing written', async () => {
    const before = await countRows(t, 'transactionComments');
    expect((await stranger.client.get(commentsPath(paymentId))).status).toBe(404);
    const res = await stranger.client.post(commentsPath(paymentId), { comment: 'Nice' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Transaction not found');
    expect(await countRows(t, 'transactionComments')).toBe(before);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().get(commentsPath(paymentId))).status).toBe(401);
    expect((await t.client().post(commentsPath(paymentId), { comment: 'hi' })).status).toBe(401);
  });

  it('stops a blocked party commenting (403) and hides comments across a block', async () => {
    const payment = await insertPayment(t, kofi, stranger, { senderVisibility: 'public', recipientVisibility: 'public' });
    await stranger.client.post(commentsPath(payment), { comment: 'From the stranger' });
    await ama.client.post(commentsPath(payment), { comment: 'From Ama' });
    await block(t, kofi, stranger);

    const before = await countRows(t, 'transactionComments');
    const refused = await stranger.client.post(commentsPath(payment), { comment: 'Let me in' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot interact with this user');
    expect(await countRows(t, 'transactionComments')).toBe(before);

    const kofisView = await kofi.client.get(commentsPath(payment));
    expect(kofisView.body.map((c: { comment: string }) => c.comment)).toEqual(['From Ama']);
    const amasView = await ama.client.get(commentsPath(payment));
    expect(amasView.body.map((c: { comment: string }) => c.comment)).toEqual(['From the stranger', 'From Ama']);
  });
});
