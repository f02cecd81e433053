import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { countRows, createUser, PASSWORD, socialFootprint, type SocialTestUser } from '../testing/social-test-helpers';
import { ASK_AGAIN_AFTER_MS } from './friendship-rules';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function pair(): Promise<[SocialTestUser, SocialTestUser]> {
  const [a, b] = await Promise.all([
    createUser(t, { firstName: 'Ama', lastName: 'Mensah' }),
    createUser(t, { firstName: 'Kofi', lastName: 'Boateng', profileImageUrl: 'https://img.example/k.png' }),
  ]);
  return [a, b];
}

describe('a friend request, end to end', () => {
  it('A asks, B sees it, B accepts, both lists update', async () => {
    const [ama, kofi] = await pair();
    const sent = await ama.client.post('/api/friends/request', { addresseeId: kofi.id });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({
      requesterId: ama.id,
      addresseeId: kofi.id,
      status: 'pending',
      respondedAt: null,
      message: 'Friend request sent',
    });

    expect((await ama.client.get(`/api/friendship/status/${kofi.id}`)).body).toEqual({
      status: 'pending',
      direction: 'sent',
      friendshipId: sent.body.id,
    });
    expect((await kofi.client.get(`/api/friendship/status/${ama.id}`)).body).toEqual({
      status: 'pending',
      direction: 'received',
      friendshipId: sent.body.id,
    });

    const requests = await kofi.client.get('/api/friends/requests');
    expect(requests.status, requests.text).toBe(200);
    expect(requests.body).toEqual([
      {
        id: sent.body.id,
        requestedAt: sent.body.requestedAt,
        requester: { id: ama.id, firstName: 'Ama', lastName: 'Mensah', username: ama.username, profileImageUrl: null, isVerified: false },
      },
    ]);
    expect((await ama.client.get('/api/friends/requests')).body).toEqual([]);

    const accepted = await kofi.client.request('POST', `/api/friends/accept/${sent.body.id}`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ id: sent.body.id, status: 'accepted', message: 'Friend request accepted' });
    expect(accepted.body.respondedAt).not.toBeNull();

    const amasFriends = await ama.client.get('/api/friends');
    expect(amasFriends.body).toEqual([
      {
        id: kofi.id,
        firstName: 'Kofi',
        lastName: 'Boateng',
        username: kofi.username,
        profileImageUrl: 'https://img.example/k.png',
        isVerified: false,
        friendshipId: sent.body.id,
        friendsSince: accepted.body.respondedAt,
      },
    ]);
    expect((await kofi.client.get('/api/friends')).body.map((f: { id: string }) => f.id)).toEqual([ama.id]);
    expect((await kofi.client.get('/api/friends/requests')).body).toEqual([]);
    expect((await ama.client.get(`/api/friendship/status/${kofi.id}`)).body).toMatchObject({ status: 'accepted' });
  });

  it('B rejects; the request leaves the list; the status reads rejected', async () => {
    const [ama, kofi] = await pair();
    const sent = await ama.client.post('/api/friends/request', { addresseeId: kofi.id });
    const rejected = await kofi.client.post(`/api/friends/reject/${sent.body.id}`);
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', message: 'Friend request rejected' });
    expect((await kofi.client.get('/api/friends/requests')).body).toEqual([]);
    expect((await ama.client.get('/api/friends')).body).toEqual([]);
    expect((await ama.client.get(`/api/friendship/status/${kofi.id}`)).body).toEqual({
      status: 'rejected',
      direction: 'sent',
      friendshipId: sent.body.id,
    });
  });
});

describe('POST /api/friends/request refuses, writing nothing', () => {
  it.each<[string, unknown, number, string]>([
    ['no body', undefined, 400, 'Please choose who to add'],
    ['empty id', { addresseeId: '' }, 400, 'Please choose who to add'],
    ['yourself', 'SELF', 400, 'You cannot send a friend request to yourself'],
    ['nobody', { addresseeId: '00000000-0000-4000-8000-000000000000' }, 404, 'User not found'],
    ['not an id', { addresseeId: 'kofi' }, 404, 'User not found'],
  ])('%s (%j) → %i "%s"', async (_label, body, status, message) => {
    const me = await createUser(t);
    const before = await socialFootprint(t);
    const res = await me.client.post('/api/friends/request', body === 'SELF' ? { addresseeId: me.id } : body);
    expect(res.status, res.text).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await socialFootprint(t)).toEqual(before);
  });

  it('a duplicate in either direction, or between friends, is a 409 with a clear message', async () => {
    const [ama, kofi] = await pair();
    const sent = await ama.client.post('/api/friends/request', { addresseeId: kofi.id });
    const before = await countRows(t, 'friendships');
    const twice = await ama.client.post('/api/friends/request', { addresseeId: kofi.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already sent a friend request to this user');
    const crossed = await kofi.client.post('/api/friends/request', { addresseeId: ama.id });
    expect(crossed.status).toBe(409);
    expect(crossed.body.message).toBe('This user has already sent you a friend request. Accept it instead');
    await kofi.client.post(`/api/friends/accept/${sent.body.id}`);
    const friends = await kofi.client.post('/api/friends/request', { addresseeId: ama.id });
    expect(friends.status).toBe(409);
    expect(friends.body.message).toBe('You are already friends');
    expect(await countRows(t, 'friendships')).toBe(before);
  });

  it('two people asking each other at once end with one request', async () => {
    const [ama, kofi] = await pair();
    const results = await Promise.all([
      ama.client.post('/api/friends/request', { addresseeId: kofi.id }),
      kofi.client.post('/api/friends/request', { addresseeId: ama.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.deps.db
      .selectFrom('friendships')
      .select('id')
      .where((eb) => eb.or([eb('requesterId', '=', ama.id), eb('requesterId', '=', kofi.id)]))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('after a refusal: the one who said no may ask at once; the one refused waits 30 days', async () => {
    const [ama, kofi] = await pair();
    const sent = await ama.client.post('/api/friends/request', { addresseeId: kofi.id });
    await kofi.client.post(`/api/friends/reject/${sent.body.id}`);

    const tooSoon = await ama.client.post('/api/friends/request', { addresseeId: kofi.id });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toMatch(/^This user declined your friend request\. You can ask again after \d{1,2} [A-Z][a-z]{2} \d{4}$/);

    const changedMind = await kofi.client.post('/api/friends/request', { addresseeId: ama.id });
    expect(changedMind.status, changedMind.text).toBe(200);
    expect(changedMind.body).toMatchObject({
      id: sent.body.id,
      requesterId: kofi.id,
      addresseeId: ama.id,
      status: 'pending',
      respondedAt: null,
    });
    expect((await ama.client.get('/api/friends/requests')).body.map((r: { id: number }) => r.id)).toEqual([sent.body.id]);
  });

  it('the one refused may ask again after 30 days', async () => {
    const [ama, kofi] = await pair();
    const sent = await ama.client.post('/api/friends/request', { addresseeId: kofi.id });
    await kofi.client.post(`/api/friends/reject/${sent.body.id}`);
    t.advanceClock(ASK_AGAIN_AFTER_MS + DAY_MS);
    // Sessions end after 12 hours: sign in again.
    const amaAgain = t.client();
    expect((await amaAgain.post('/api/auth/login', { loginId: ama.username, password: PASSWORD })).status).toBe(200);
    const res = await amaAgain.post('/api/friends/request', { addresseeId: kofi.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: sent.body.id, status: 'pending' });
  });
});

describe('accept and reject: only the addressee, only a pending request', () => {
  it('anyone else gets 404 and nothing changes', async () => {
    const [ama, kofi] = await pair();
    const other = await createUser(t);
    const sent = await ama.client.post('/api/friends/request', { addresseeId: kofi.id });
    const before = await socialFootprint(t);
    for (const who of [ama, other]) {
      for (const verb of ['accept', 'reject']) {
        const res = await who.client.post(`/api/friends/${verb}/${sent.body.id}`);
        expect(res.status, `${verb}: ${res.text}`).toBe(404);
        expect(res.body.message).toBe('Friend request not found');
      }
    }
    expect(await socialFootprint(t)).toEqual(before);
    expect((await kofi.client.get(`/api/friendship/status/${ama.id}`)).body.status).toBe('pending');
  });

  it('answering twice is a 409; a missing or malformed id is 404 or 400', async () => {
    const [ama, kofi] = await pair();
    const sent = await ama.client.post('/api/friends/request', { addresseeId: kofi.id });
    await kofi.client.post(`/api/friends/accept/${sent.body.id}`);
    const again = await kofi.client.post(`/api/friends/reject/${sent.body.id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This friend request was already accepted');
    expect((await kofi.client.post('/api/friends/accept/99999999')).status).toBe(404);
    const bad = await kofi.client.post('/api/friends/accept/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid friend request id');
  });
});

describe('GET /api/friendship/status/{userId}', () => {
  it('is none for strangers and for oneself; 404 for nobody', async () => {
    const [ama, kofi] = await pair();
    expect((await ama.client.get(`/api/friendship/status/${kofi.id}`)).body).toEqual({ status: 'none' });
    expect((await ama.client.get(`/api/friendship/status/${ama.id}`)).body).toEqual({ status: 'none' });
    const missing = await ama.client.get('/api/friendship/status/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
  });
});

describe('signed out', () => {
  it('answers 401 everywhere', async () => {
    const anonymous = t.client();
    for (const res of [
      await anonymous.get('/api/friends'),
      await anonymous.get('/api/friends/requests'),
      await anonymous.post('/api/friends/request', { addresseeId: 'x' }),
      await anonymous.post('/api/friends/accept/1'),
      await anonymous.post('/api/friends/reject/1'),
      await anonymous.get('/api/friendship/status/x'),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});
