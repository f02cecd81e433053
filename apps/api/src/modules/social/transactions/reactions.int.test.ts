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
    createUser(t, { firstName: 'Stranger', lastName: 'Danger' }),
  ]);
  await makeFriends(t, ama, amasFriend);
  paymentId = await insertPayment(t, ama, kofi, { message: 'Waakye' });
});

afterAll(async () => {
  await t?.close();
});

const reactionsPath = (id: number | string) => `/api/transactions/${id}/reactions`;

describe('GET/POST /api/transactions/{id}/reactions', () => {
  it('starts empty, then counts each user’s emoji once, most used first', async () => {
    expect((await ama.client.get(reactionsPath(paymentId))).body).toEqual([]);

    const first = await ama.client.post(reactionsPath(paymentId), { emoji: '🔥' });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual([{ emoji: '🔥', count: 1, reactedByMe: true }]);

    const again = await ama.client.post(reactionsPath(paymentId), { emoji: '🔥' });
    expect(again.body).toEqual([{ emoji: '🔥', count: 1, reactedByMe: true }]);

    await ama.client.post(reactionsPath(paymentId), { emoji: '😂' });
    const kofis = await kofi.client.post(reactionsPath(paymentId), { emoji: ' 🔥 ' });
    expect(kofis.status, kofis.text).toBe(200);
    expect(kofis.body).toEqual([
      { emoji: '🔥', count: 2, reactedByMe: true },
      { emoji: '😂', count: 1, reactedByMe: false },
    ]);
    expect(await countRows(t, 'transactionReactions')).toBe(3);
  });

  it('lets a friend of a party see and add reactions', async () => {
    const seen = await amasFriend.client.get(reactionsPath(paymentId));
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body[0]).toEqual({ emoji: '🔥', count: 2, reactedByMe: false });
    const added = await amasFriend.client.post(reactionsPath(paymentId), { emoji: '🇬🇭' });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toContainEqual({ emoji: '🇬🇭', count: 1, reactedByMe: true });
  });

  it('accepts skin tones, flags, keycaps and family sequences up to 10 characters', async () => {
    for (const emoji of ['👍🏽', '🇬🇭', '1️⃣', '👨‍👩‍👧']) {
      const added = await ama.client.post(reactionsPath(paymentId), { emoji });
      expect(added.status, `${emoji}: ${added.text}`).toBe(200);
    }
  });

  it('takes a reaction back with DELETE', async () => {
    const res = await ama.client.delete(`${reactionsPath(paymentId)}/${encodeURIComponent('😂')}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.find((r: { emoji: string }) => r.emoji === '😂')).toBeUndefined();
    const twice = await ama.client.delete(`${reactionsPath(paymentId)}/${encodeURIComponent('😂')}`);
    expect(twice.status, twice.text).toBe(200);
  });

  describe('refuses bad input with a clear message and writes nothing', () => {
    it.each([
      [{}, 'Please choose an emoji'],
      [{ emoji: '' }, 'Please choose an emoji'],
      [{ emoji: '   ' }, 'Please choose an emoji'],
      [{ emoji: 42 }, 'Please choose an emoji'],
      [{ emoji: '😀'.repeat(11) }, 'Emoji must be at most 10 characters'],
      [{ emoji: 'hello' }, 'Reactions must be an emoji'],
      [{ emoji: '<b>' }, 'Reactions must be an emoji'],
      [{ emoji: '12' }, 'Reactions must be an emoji'],
    ])('%j → 400 "%s"', async (body, message) => {
      const before = await countRows(t, 'transactionReactions');
      const res = await ama.client.post(reactionsPath(paymentId), body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await countRows(t, 'transactionReactions')).toBe(before);
    });

    it('answers 400 for an id that is not a number and 404 for one that does not exist', async () => {
      const bad = await ama.client.get(reactionsPath('abc'));
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid transaction id');
      const missing = await ama.client.post(reactionsPath(99_999_999), { emoji: '🔥' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Transaction not found');
    });
  });

  it('hides a friends-only payment from a stranger: 404 to read or react, nothing written', async () => {
    const before = await countRows(t, 'transactionReactions');
    const read = await stranger.client.get(reactionsPath(paymentId));
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Transaction not found');
    expect((await stranger.client.post(reactionsPath(paymentId), { emoji: '🔥' })).status).toBe(404);
    expect((await stranger.client.delete(`${reactionsPath(paymentId)}/${encodeURIComponent('🔥')}`)).status).toBe(404);
    expect(await countRows(t, 'transactionReactions')).toBe(before);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().get(reactionsPath(paymentId))).status).toBe(401);
    expect((await t.client().post(reactionsPath(paymentId), { emoji: '🔥' })).status).toBe(401);
  });

  it('stops the two parties reacting across a block, with a clear 403', async () => {
    const payment = await insertPayment(t, ama, stranger);
    await block(t, stranger, ama);
    const before = await countRows(t, 'transactionReactions');
    const blocked = await ama.client.post(reactionsPath(payment), { emoji: '🔥' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('You cannot interact with this user');
    const blocker = await stranger.client.post(reactionsPath(payment), { emoji: '🔥' });
    expect(blocker.status).toBe(403);
    expect(blocker.body.message).toBe('You have blocked this user. Unblock them to interact with them');
    expect(await countRows(t, 'transactionReactions')).toBe(before);
  });

  it('leaves reactions of people the viewer blocked out of the counts', async () => {
    const payment = await insertPayment(t, ama, kofi, { senderVisibility: 'public', recipientVisibility: 'public' });
    const troll = await createUser(t);
    await troll.client.post(reactionsPath(payment), { emoji: '💩' });
    await kofi.client.post(reactionsPath(payment), { emoji: '💩' });
    expect((await ama.client.get(reactionsPath(payment))).body).toEqual([{ emoji: '💩', count: 2, reactedByMe: false }]);
    await block(t, ama, troll);
    expect((await ama.client.get(reactionsPath(payment))).body).toEqual([{ emoji: '💩', count: 1, reactedByMe: false }]);
  });
});
