import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { block, createUser, insertPayment, makeFriends, socialFootprint, type SocialTestUser } from '../testing/social-test-helpers';
import type { Visibility } from './visibility-rules';

let t: TestApp;
let sender: SocialTestUser;
let recipient: SocialTestUser;
let sendersFriend: SocialTestUser;
let recipientsFriend: SocialTestUser;
let stranger: SocialTestUser;

beforeAll(async () => {
  t = await startTestApp();
  [sender, recipient, sendersFriend, recipientsFriend, stranger] = await Promise.all([
    createUser(t, { firstName: 'Sena', lastName: 'Sender' }),
    createUser(t, { firstName: 'Rita', lastName: 'Recipient' }),
    createUser(t),
    createUser(t),
    createUser(t),
  ]);
  await makeFriends(t, sender, sendersFriend);
  await makeFriends(t, recipientsFriend, recipient);
});

afterAll(async () => {
  await t?.close();
});

type Who = 'sender' | 'recipient' | 'sendersFriend' | 'recipientsFriend' | 'stranger';
const everyone: Who[] = ['sender', 'recipient', 'sendersFriend', 'recipientsFriend', 'stranger'];
const users = (): Record<Who, SocialTestUser> => ({ sender, recipient, sendersFriend, recipientsFriend, stranger });

async function whoSees(id: number): Promise<Who[]> {
  const seen: Who[] = [];
  for (const who of everyone) {
    const res = await users()[who].client.get(`/api/transactions/${id}/likes`);
    if (res.status === 200) seen.push(who);
    else expect(res.status, `${who}: ${res.text}`).toBe(404);
  }
  return seen;
}

describe('who may see a payment (reactions, comments, likes and feeds all ask the same question)', () => {
  it.each<[Visibility, Visibility, string, Who[]]>([
    ['public', 'public', 'completed', everyone],
    ['friends', 'friends', 'completed', ['sender', 'recipient', 'sendersFriend', 'recipientsFriend']],
    ['public', 'friends', 'completed', ['sender', 'recipient', 'sendersFriend', 'recipientsFriend']],
    ['friends', 'public', 'completed', ['sender', 'recipient', 'sendersFriend', 'recipientsFriend']],
    ['public', 'private', 'completed', ['sender', 'recipient']],
    ['private', 'public', 'completed', ['sender', 'recipient']],
    ['private', 'private', 'completed', ['sender', 'recipient']],
    ['public', 'public', 'pending', ['sender']],
    ['public', 'public', 'blocked', ['sender']],
    ['public', 'public', 'failed', ['sender']],
  ])('sender %s, recipient %s, %s → seen by %j', async (senderVisibility, recipientVisibility, status, expected) => {
    const id = await insertPayment(t, sender, recipient, { senderVisibility, recipientVisibility, status });
    expect(await whoSees(id)).toEqual(expected);
  });

  it('defaults a new payment to friends-only on both sides', async () => {
    const id = await insertPayment(t, sender, recipient);
    const row = await t.deps.db
      .selectFrom('transactions')
      .select(['senderVisibility', 'recipientVisibility'])
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ senderVisibility: 'friends', recipientVisibility: 'friends' });
    expect(await whoSees(id)).not.toContain('stranger');
  });

  it('hides a public payment from anyone across a block with either party, either way', async () => {
    const [a, b, c] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const id = await insertPayment(t, sender, recipient, { senderVisibility: 'public', recipientVisibility: 'public' });
    await block(t, a, sender); // a blocked the sender
    await block(t, recipient, b); // the recipient blocked b
    for (const viewer of [a, b]) expect((await viewer.client.get(`/api/transactions/${id}/likes`)).status).toBe(404);
    expect((await c.client.get(`/api/transactions/${id}/likes`)).status).toBe(200);
  });
});

describe('PATCH /api/transactions/{id}/visibility', () => {
  const patch = (who: SocialTestUser, id: number, body: unknown) => who.client.patch(`/api/transactions/${id}/visibility`, body);

  it('lets each party choose their side; the stricter side applies', async () => {
    const id = await insertPayment(t, sender, recipient);
    const toPrivate = await patch(sender, id, { visibility: 'private' });
    expect(toPrivate.status, toPrivate.text).toBe(200);
    expect(toPrivate.body).toEqual({
      id,
      visibility: 'private',
      senderVisibility: 'private',
      recipientVisibility: 'friends',
      effectiveVisibility: 'private',
    });
    expect(await whoSees(id)).toEqual(['sender', 'recipient']);

    // The recipient cannot undo the sender's choice by going public.
    const recipientPublic = await patch(recipient, id, { visibility: 'public' });
    expect(recipientPublic.body).toEqual({
      id,
      visibility: 'public',
      senderVisibility: 'private',
      recipientVisibility: 'public',
      effectiveVisibility: 'private',
    });
    expect(await whoSees(id)).toEqual(['sender', 'recipient']);

    const bothPublic = await patch(sender, id, { visibility: 'public' });
    expect(bothPublic.body.effectiveVisibility).toBe('public');
    expect(await whoSees(id)).toEqual(everyone);
  });

  it('refuses anyone but the parties and bad values, writing nothing', async () => {
    const id = await insertPayment(t, sender, recipient, { senderVisibility: 'public', recipientVisibility: 'public' });
    const before = await socialFootprint(t);

    const outsider = await patch(stranger, id, { visibility: 'private' });
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe('Only the people in a payment can change who sees it');

    const hidden = await insertPayment(t, sender, recipient, { senderVisibility: 'private' });
    const afterInsert = await socialFootprint(t);
    const unseen = await patch(stranger, hidden, { visibility: 'public' });
    expect(unseen.status).toBe(404);
    expect(unseen.body.message).toBe('Transaction not found');

    for (const body of [{}, { visibility: 'everyone' }, { visibility: '' }, { visibility: 3 }]) {
      const res = await patch(sender, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('Visibility must be public, friends or private');
    }
    expect((await t.client().patch(`/api/transactions/${id}/visibility`, { visibility: 'private' })).status).toBe(401);
    expect(before.visibilities.length + 1).toBe(afterInsert.visibilities.length);
    expect(await socialFootprint(t)).toEqual(afterInsert);
  });

  it('lets the sender change a payment that has not completed (the recipient does not see it yet)', async () => {
    const id = await insertPayment(t, sender, recipient, { status: 'pending' });
    expect((await patch(sender, id, { visibility: 'private' })).status).toBe(200);
    expect((await patch(recipient, id, { visibility: 'private' })).status).toBe(404);
  });
});
