import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { assertNotBlocked, blockedUserIdsFor, hideBlockedCounterpartiesSql } from '../index';
import { countRows, createUser, insertPayment, makeFriends, socialFootprint, type SocialTestUser } from '../testing/social-test-helpers';

let t: TestApp;
let ama: SocialTestUser;
let kofi: SocialTestUser;

beforeAll(async () => {
  t = await startTestApp();
  [ama, kofi] = await Promise.all([
    createUser(t, { firstName: 'Ama', lastName: 'Mensah' }),
    createUser(t, { firstName: 'Kofi', lastName: 'Boateng' }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/users/{userId}/block', () => {
  it('blocks with an empty body, idempotently, and ends a friendship', async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    await makeFriends(t, a, b);
    const res = await a.client.request('POST', `/api/users/${b.id}/block`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ blocked: true, userId: b.id, message: 'You will no longer see transactions from this user' });
    const again = await a.client.post(`/api/users/${b.id}/block`, {});
    expect(again.status).toBe(200);
    const rows = await t.deps.db.selectFrom('userBlocks').selectAll().where('blockerId', '=', a.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ blockerId: a.id, blockedId: b.id });
    expect((await a.client.get('/api/friends')).body).toEqual([]);
    expect((await b.client.get('/api/friends')).body).toEqual([]);
  });

  it('ends a pending friend request either way', async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    expect((await b.client.post('/api/friends/request', { addresseeId: a.id })).status).toBe(200);
    await a.client.post(`/api/users/${b.id}/block`);
    expect((await a.client.get('/api/friends/requests')).body).toEqual([]);
    expect(await t.deps.db.selectFrom('friendships').select('id').where('requesterId', '=', b.id).execute()).toEqual([]);
  });

  it.each([
    ['SELF', 400, 'You cannot block yourself'],
    ['00000000-0000-4000-8000-000000000000', 404, 'User not found'],
    ['not-a-user', 404, 'User not found'],
  ])('%s → %i "%s", nothing written', async (target, status, message) => {
    const before = await socialFootprint(t);
    const res = await ama.client.post(`/api/users/${target === 'SELF' ? ama.id : target}/block`);
    expect(res.status, res.text).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await socialFootprint(t)).toEqual(before);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().post(`/api/users/${kofi.id}/block`)).status).toBe(401);
    expect((await t.client().delete(`/api/users/${kofi.id}/block`)).status).toBe(401);
  });

  it('keeps the blocked user from reaching the blocker: friend requests, profile, search (403/404)', async () => {
    const [blocker, blocked] = await Promise.all([createUser(t, { firstName: 'Blocker' }), createUser(t, { firstName: 'Blocked' })]);
    await blocker.client.post(`/api/users/${blocked.id}/block`);
    const before = await countRows(t, 'friendships');

    const request = await blocked.client.post('/api/friends/request', { addresseeId: blocker.id });
    expect(request.status).toBe(403);
    expect(request.body.message).toBe('You cannot send a friend request to this user');
    const back = await blocker.client.post('/api/friends/request', { addresseeId: blocked.id });
    expect(back.status).toBe(403);
    expect(back.body.message).toBe('You have blocked this user. Unblock them to send a friend request to them');
    expect(await countRows(t, 'friendships')).toBe(before);

    expect((await blocked.client.get(`/api/users/${blocker.id}`)).status).toBe(404);
    expect((await blocked.client.get(`/api/friendship/status/${blocker.id}`)).status).toBe(404);
    const mine = await blocker.client.get(`/api/users/${blocked.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.blockedByMe).toBe(true);
    const search = await blocked.client.get(`/api/search/users?q=${encodeURIComponent('@' + blocker.username)}`);
    expect(search.body).toEqual([]);
  });
});

describe('DELETE /api/users/{userId}/block', () => {
  it('unblocks, idempotently; the ended friendship stays ended', async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    await makeFriends(t, a, b);
    await a.client.post(`/api/users/${b.id}/block`);
    const res = await a.client.delete(`/api/users/${b.id}/block`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ blocked: false, userId: b.id, message: 'User unblocked' });
    expect((await a.client.delete(`/api/users/${b.id}/block`)).status).toBe(200);
    expect(await t.deps.db.selectFrom('userBlocks').select('id').where('blockerId', '=', a.id).execute()).toEqual([]);
    expect((await a.client.get(`/api/friendship/status/${b.id}`)).body).toEqual({ status: 'none' });
    expect((await b.client.post('/api/friends/request', { addresseeId: a.id })).status).toBe(200);
  });
});

describe('helpers for the money module', () => {
  it('assertNotBlocked refuses the blocked asker as if the blocker did not exist, and the blocker with a 403', async () => {
    const [payer, requester] = await Promise.all([createUser(t), createUser(t)]);
    await expect(
      assertNotBlocked(t.deps.db, { actorId: requester.id, targetId: payer.id, action: 'money-request' }),
    ).resolves.toBeUndefined();
    await payer.client.post(`/api/users/${requester.id}/block`);
    const blocked = assertNotBlocked(t.deps.db, { actorId: requester.id, targetId: payer.id, action: 'money-request' });
    await expect(blocked).rejects.toBeInstanceOf(AppError);
    await expect(blocked).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    await expect(
      assertNotBlocked(t.deps.db, { actorId: requester.id, targetId: payer.id, action: 'friend-request' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'You cannot send a friend request to this user' });
    await expect(assertNotBlocked(t.deps.db, { actorId: payer.id, targetId: requester.id, action: 'money-request' })).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
        message: 'You have blocked this user. Unblock them to request money from them',
      },
    );
  });

  it('blockedUserIdsFor and hideBlockedCounterpartiesSql drop the blocked user’s transactions from a list', async () => {
    const [me, friend, pest] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const keep = [await insertPayment(t, me, friend), await insertPayment(t, friend, me)];
    await insertPayment(t, pest, me);
    await insertPayment(t, me, pest);
    await me.client.post(`/api/users/${pest.id}/block`);
    expect(await blockedUserIdsFor(t.deps.db, me.id)).toEqual([pest.id]);
    const rows = await t.deps.db
      .selectFrom('transactions as t')
      .select('t.id')
      .where((eb) => eb.or([eb('t.senderId', '=', me.id), eb('t.recipientId', '=', me.id)]))
      .where(hideBlockedCounterpartiesSql(me.id))
      .orderBy('t.id')
      .execute();
    expect(rows.map((r) => Number(r.id))).toEqual(keep);
    // The pest still sees their own history: the block hides things from the blocker only.
    const theirs = await t.deps.db
      .selectFrom('transactions as t')
      .select('t.id')
      .where((eb) => eb.or([eb('t.senderId', '=', pest.id), eb('t.recipientId', '=', pest.id)]))
      .where(hideBlockedCounterpartiesSql(pest.id))
      .execute();
    expect(theirs).toHaveLength(2);
    // Other aliases work through the columns option.
    const aliased = await t.deps.db
      .selectFrom('transactions as tx')
      .select('tx.id')
      .where('tx.recipientId', '=', me.id)
      .where(hideBlockedCounterpartiesSql(me.id, { senderId: 'tx.sender_id', recipientId: 'tx.recipient_id' }))
      .execute();
    expect(aliased.map((r) => Number(r.id))).toEqual([keep[1]]);
  });

  it('GET /api/transactions leaves out the blocked user’s payments for the blocker only', async () => {
    const [me, friend, pest] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const kept = await insertPayment(t, friend, me);
    const hidden = await insertPayment(t, pest, me);
    const ids = async (who: SocialTestUser) => ((await who.client.get('/api/transactions')).body as { id: number }[]).map((x) => x.id);
    expect(await ids(me)).toEqual([hidden, kept]);
    await me.client.post(`/api/users/${pest.id}/block`);
    expect(await ids(me)).toEqual([kept]);
    expect(await ids(pest)).toEqual([hidden]);
  });

  it('a blocked user cannot ask the blocker for money; nothing is written', async () => {
    const [blocker, blocked] = await Promise.all([createUser(t), createUser(t)]);
    await blocker.client.post(`/api/users/${blocked.id}/block`);
    const res = await blocked.client.post('/api/money-requests', { payerId: blocker.id, amount: '10.00' });
    expect(res.status, res.text).toBe(404);
    expect(res.body.message).toBe('User not found');
    const back = await blocker.client.post('/api/money-requests', { payerId: blocked.id, amount: '10.00' });
    expect(back.status).toBe(403);
    const written = await t.deps.db.selectFrom('moneyRequests').select('id').where('requesterId', 'in', [blocker.id, blocked.id]).execute();
    expect(written).toEqual([]);
  });
});
