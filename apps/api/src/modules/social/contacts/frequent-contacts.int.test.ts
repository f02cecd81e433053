import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { block, createUser, insertPayment, type SocialTestUser } from '../testing/social-test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function requestMoney(t: TestApp, requester: SocialTestUser, payer: SocialTestUser, status: string, requestedAt: Date) {
  await t.deps.db
    .insertInto('moneyRequests')
    .values({ requesterId: requester.id, payerId: payer.id, amountPesewas: '1000', status, requestedAt })
    .execute();
}

describe('GET /api/contacts/frequent', () => {
  it('ranks the people I pay and ask most (completed first), then lists saved contacts', async () => {
    const [me, often, onceManyTries, paidMyRequest, askedOnly, blockedOne, payer, saved] = await Promise.all([
      createUser(t, { firstName: 'Me', lastName: 'Myself' }),
      createUser(t, { firstName: 'Often', lastName: 'Paid', phoneNumber: '+233240000001', email: 'often@example.com' }),
      createUser(t, { firstName: 'Once', lastName: 'Paid' }),
      createUser(t, { firstName: 'Paid', lastName: 'Request' }),
      createUser(t, { firstName: 'Asked', lastName: 'Only', phoneNumber: '+233240000005', email: 'asked@example.com' }),
      createUser(t, { firstName: 'Blocked', lastName: 'One' }),
      createUser(t, { firstName: 'Pays', lastName: 'Me' }),
      createUser(t, { firstName: 'Saved', lastName: 'Friend', profileImageUrl: 'https://img.example/s.png' }),
    ]);
    const base = t.deps.now().getTime();
    const minutesAgo = (minutes: number) => new Date(base - minutes * 60_000);
    for (const m of [50, 40, 30]) await insertPayment(t, me, often, { createdAt: minutesAgo(m) });
    await insertPayment(t, me, onceManyTries, { createdAt: minutesAgo(45) });
    for (const m of [44, 43, 42]) await insertPayment(t, me, onceManyTries, { status: 'failed', createdAt: minutesAgo(m) });
    await requestMoney(t, me, paidMyRequest, 'approved', minutesAgo(5));
    await requestMoney(t, me, askedOnly, 'pending', minutesAgo(1));
    for (let i = 0; i < 5; i++) await insertPayment(t, me, blockedOne);
    await block(t, me, blockedOne);
    // Money others send me does not make them people I pay.
    for (let i = 0; i < 5; i++) await insertPayment(t, payer, me);
    await t.deps.db
      .insertInto('contacts')
      .values([
        { userId: me.id, contactUserId: saved.id, contactName: 'Saved F.', contactPhone: '+233209999999', contactUsername: saved.username },
        { userId: me.id, contactName: 'Mum', contactPhone: '+233201234567', isFrequent: true },
        { userId: me.id, contactUserId: often.id, contactName: 'Often (saved)' },
      ])
      .execute();

    const res = await me.client.get('/api/contacts/frequent');
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((c: { name: string; isFrequent: boolean }) => [c.name, c.isFrequent])).toEqual([
      ['Often Paid', true],
      ['Once Paid', true],
      ['Paid Request', true],
      ['Asked Only', true],
      ['Mum', true],
      ['Saved F.', false],
    ]);
    expect(res.body[0]).toEqual({
      id: often.id,
      userId: often.id,
      name: 'Often Paid',
      // Paid often, still their own: no phone or e-mail (finding 3.10).
      phone: null,
      email: null,
      username: often.username,
      profileImage: null,
      lastTransactionDate: minutesAgo(30).toISOString(),
      isFrequent: true,
    });
    // Never paid either: their phone and email stay theirs.
    expect(res.body[3]).toMatchObject({ id: askedOnly.id, phone: null, email: null, lastTransactionDate: minutesAgo(1).toISOString() });
    expect(res.body[4]).toMatchObject({ id: expect.stringMatching(/^contact-\d+$/), userId: null, phone: '+233201234567', username: null });
    expect(res.body[5]).toMatchObject({
      id: saved.id,
      userId: saved.id,
      phone: '+233209999999',
      profileImage: 'https://img.example/s.png',
      lastTransactionDate: null,
    });
  });

  it('keeps the ten most frequent', async () => {
    const me = await createUser(t);
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(t)));
    for (const [i, person] of people.entries()) {
      for (let n = 0; n <= i; n++) await insertPayment(t, me, person);
    }
    const res = await me.client.get('/api/contacts/frequent');
    expect(res.body).toHaveLength(10);
    expect(res.body[0].id).toBe(people[11]!.id);
    expect(res.body.map((c: { id: string }) => c.id)).not.toContain(people[0]!.id);
  });

  it('is empty for a new user and 401 when signed out', async () => {
    const me = await createUser(t);
    expect((await me.client.get('/api/contacts/frequent')).body).toEqual([]);
    expect((await t.client().get('/api/contacts/frequent')).status).toBe(401);
  });
});
