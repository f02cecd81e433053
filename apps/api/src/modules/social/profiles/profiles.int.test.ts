import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { block, createUser, insertPayment, makeFriends, type SocialTestUser } from '../testing/social-test-helpers';

let t: TestApp;
let kofi: SocialTestUser;
let ama: SocialTestUser;
let kofisFriend: SocialTestUser;
let stranger: SocialTestUser;
let publicPayment: number;
let friendsPayment: number;
let privatePayment: number;
let pendingPayment: number;
let incomingPublic: number;

beforeAll(async () => {
  t = await startTestApp();
  [kofi, ama, kofisFriend, stranger] = await Promise.all([
    createUser(t, { firstName: 'Kofi', lastName: 'Boateng', profileImageUrl: 'https://img.example/kofi.png' }),
    createUser(t, { firstName: 'Ama', lastName: 'Mensah' }),
    createUser(t, { firstName: 'Esi', lastName: 'Friend' }),
    createUser(t, { firstName: 'Stranger', lastName: 'Danger' }),
  ]);
  await makeFriends(t, kofi, kofisFriend);
  await makeFriends(t, ama, kofi);
  // Pending friendships do not count.
  await t.deps.db.insertInto('friendships').values({ requesterId: stranger.id, addresseeId: kofi.id }).execute();
  const base = t.deps.now().getTime();
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  publicPayment = await insertPayment(t, kofi, ama, {
    amountPesewas: 120_00n,
    message: 'Kenkey',
    senderVisibility: 'public',
    recipientVisibility: 'public',
    createdAt: at(1),
  });
  friendsPayment = await insertPayment(t, kofi, ama, { amountPesewas: 5_50n, message: 'Trotro', createdAt: at(2) });
  privatePayment = await insertPayment(t, kofi, ama, {
    amountPesewas: 999_00n,
    message: 'Rent',
    senderVisibility: 'private',
    createdAt: at(3),
  });
  pendingPayment = await insertPayment(t, kofi, ama, {
    status: 'pending',
    senderVisibility: 'public',
    recipientVisibility: 'public',
    createdAt: at(4),
  });
  incomingPublic = await insertPayment(t, kofisFriend, kofi, {
    amountPesewas: 3_00n,
    senderVisibility: 'public',
    recipientVisibility: 'public',
    createdAt: at(5),
  });
  await ama.client.post(`/api/transactions/${publicPayment}/like`);
  await ama.client.post(`/api/transactions/${publicPayment}/comments`, { comment: 'Chale!' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/users/{userId}', () => {
  it('shows the public profile only: no balance, email or phone', async () => {
    const res = await stranger.client.get(`/api/users/${kofi.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      id: kofi.id,
      firstName: 'Kofi',
      lastName: 'Boateng',
      username: kofi.username,
      profileImageUrl: 'https://img.example/kofi.png',
      isVerified: false,
      friendCount: 2,
      createdAt: expect.any(String),
      isMe: false,
      blockedByMe: false,
    });
    expect(res.text).not.toContain(kofi.phoneNumber);
    expect(res.text).not.toContain(kofi.email);
    expect(res.text).not.toMatch(/balance/i);
  });

  it('knows one’s own profile', async () => {
    expect((await kofi.client.get(`/api/users/${kofi.id}`)).body).toMatchObject({ isMe: true, friendCount: 2 });
  });

  it('answers 404 "User not found" for nobody, a malformed id, and someone who blocked me; 401 signed out', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await ama.client.get(`/api/users/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('User not found');
    }
    const blocker = await createUser(t);
    await block(t, blocker, ama);
    for (const path of [`/api/users/${blocker.id}`, `/api/users/${blocker.id}/friends`, `/api/users/${blocker.id}/transactions`]) {
      expect((await ama.client.get(path)).status, path).toBe(404);
    }
    expect((await blocker.client.get(`/api/users/${ama.id}`)).body.blockedByMe).toBe(true);
    expect((await t.client().get(`/api/users/${kofi.id}`)).status).toBe(401);
  });
});

describe('GET /api/users/{userId}/friends', () => {
  it('lists accepted friends by name, without private fields', async () => {
    const res = await stranger.client.get(`/api/users/${kofi.id}/friends`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { id: ama.id, firstName: 'Ama', lastName: 'Mensah', username: ama.username, profileImageUrl: null, isVerified: false },
      {
        id: kofisFriend.id,
        firstName: 'Esi',
        lastName: 'Friend',
        username: kofisFriend.username,
        profileImageUrl: null,
        isVerified: false,
      },
    ]);
  });

  it('leaves out friends across a block with the viewer', async () => {
    const viewer = await createUser(t);
    await block(t, viewer, kofisFriend);
    expect((await viewer.client.get(`/api/users/${kofi.id}/friends`)).body.map((f: { id: string }) => f.id)).toEqual([ama.id]);
  });

  it('answers 404 for nobody and 401 signed out', async () => {
    expect((await ama.client.get('/api/users/00000000-0000-4000-8000-000000000000/friends')).status).toBe(404);
    expect((await t.client().get(`/api/users/${kofi.id}/friends`)).status).toBe(401);
  });
});

describe('GET /api/users/{userId}/transactions', () => {
  const ids = (body: { id: number }[]) => body.map((i) => i.id);

  it('shows a stranger only public completed payments, and never an amount', async () => {
    const res = await stranger.client.get(`/api/users/${kofi.id}/transactions`);
    expect(res.status, res.text).toBe(200);
    expect(ids(res.body)).toEqual([incomingPublic, publicPayment]);
    for (const item of res.body) expect(item.amount).toBeNull();
    expect(res.body[1]).toEqual({
      id: publicPayment,
      displayId: `GHP${String(publicPayment).padStart(8, '0')}`,
      senderId: kofi.id,
      senderName: 'Kofi Boateng',
      senderProfileImageUrl: 'https://img.example/kofi.png',
      recipientId: ama.id,
      recipientName: 'Ama Mensah',
      recipientProfileImageUrl: null,
      amount: null,
      message: 'Kenkey',
      transactionType: 'send',
      createdAt: expect.any(String),
      isMine: false,
      visibility: 'public',
      myVisibility: null,
      likeCount: 1,
      commentCount: 1,
    });
    expect(res.text).not.toContain('120.00');
  });

  it('shows a friend the friends-only ones too, still without amounts', async () => {
    const res = await kofisFriend.client.get(`/api/users/${kofi.id}/transactions`);
    expect(ids(res.body)).toEqual([incomingPublic, friendsPayment, publicPayment]);
    const amounts = Object.fromEntries(res.body.map((i: { id: number; amount: string | null }) => [i.id, i.amount]));
    expect(amounts).toEqual({ [incomingPublic]: '3.00', [friendsPayment]: null, [publicPayment]: null });
  });

  it('shows the counterparty their shared payments with amounts, private ones included', async () => {
    const res = await ama.client.get(`/api/users/${kofi.id}/transactions`);
    expect(ids(res.body)).toEqual([incomingPublic, privatePayment, friendsPayment, publicPayment]);
    const amounts = Object.fromEntries(res.body.map((i: { id: number; amount: string | null }) => [i.id, i.amount]));
    expect(amounts).toEqual({ [incomingPublic]: null, [privatePayment]: '999.00', [friendsPayment]: '5.50', [publicPayment]: '120.00' });
    expect(res.body.find((i: { id: number }) => i.id === privatePayment)).toMatchObject({
      isMine: true,
      myVisibility: 'friends',
      visibility: 'private',
    });
  });

  it('shows me my own completed payments with amounts, not the pending one', async () => {
    const res = await kofi.client.get(`/api/users/${kofi.id}/transactions`);
    expect(ids(res.body)).toEqual([incomingPublic, privatePayment, friendsPayment, publicPayment]);
    expect(ids(res.body)).not.toContain(pendingPayment);
    expect(res.body.every((i: { amount: string | null }) => i.amount !== null)).toBe(true);
  });

  it('pages with limit and cursor', async () => {
    const first = await kofi.client.get(`/api/users/${kofi.id}/transactions?limit=2`);
    expect(ids(first.body)).toEqual([incomingPublic, privatePayment]);
    const next = await kofi.client.get(`/api/users/${kofi.id}/transactions?limit=2&cursor=${privatePayment}`);
    expect(ids(next.body)).toEqual([friendsPayment, publicPayment]);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 50'],
    ['limit=51', 'limit must be a whole number from 1 to 50'],
    ['limit=abc', 'limit must be a whole number from 1 to 50'],
    ['cursor=x', 'Invalid cursor id'],
  ])('?%s → 400 "%s"', async (query, message) => {
    const res = await kofi.client.get(`/api/users/${kofi.id}/transactions?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('shows the blocker nothing of the blocked user', async () => {
    const viewer = await createUser(t);
    await makeFriends(t, viewer, kofi);
    expect((await viewer.client.get(`/api/users/${kofi.id}/transactions`)).body.length).toBeGreaterThan(0);
    await viewer.client.post(`/api/users/${kofi.id}/block`);
    const res = await viewer.client.get(`/api/users/${kofi.id}/transactions`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().get(`/api/users/${kofi.id}/transactions`)).status).toBe(401);
  });
});
