import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { block, createUser, insertPayment, makeFriends, type SocialTestUser } from '../testing/social-test-helpers';

let t: TestApp;
let me: SocialTestUser;
let kwameMensah: SocialTestUser;
let kwameAsante: SocialTestUser;
let _akosua: SocialTestUser;
let friend: SocialTestUser;
let paidBefore: SocialTestUser;
let savedContact: SocialTestUser;
let blocker: SocialTestUser;
let pest: SocialTestUser;
let paidAt: Date;

beforeAll(async () => {
  t = await startTestApp();
  [me, kwameMensah, kwameAsante, _akosua, friend, paidBefore, savedContact, blocker, pest] = await Promise.all([
    createUser(t, { firstName: 'Kwame', lastName: 'Searcher', username: 'kwame_searcher' }),
    createUser(t, {
      firstName: 'Kwame',
      lastName: 'Mensah',
      username: 'kwame_mensah',
      phoneNumber: '+233244123456',
      email: 'kwame.mensah@example.com',
    }),
    createUser(t, {
      firstName: 'Kwame',
      lastName: 'Asante',
      username: 'kasante',
      phoneNumber: '+233244999888',
      email: 'k.asante@mail.com',
    }),
    createUser(t, { firstName: 'Akosua', lastName: 'Akoto', username: 'akoto_a', phoneNumber: '+233501112233' }),
    createUser(t, {
      firstName: 'Kwame',
      lastName: 'Friendly',
      username: 'kfriend',
      phoneNumber: '+233551110000',
      email: 'friend@example.com',
    }),
    createUser(t, { firstName: 'Kwame', lastName: 'Payee', username: 'kpayee', phoneNumber: '+233551110001', email: 'payee@example.com' }),
    createUser(t, {
      firstName: 'Kwame',
      lastName: 'Contact',
      username: 'kcontact',
      phoneNumber: '+233551110002',
      email: 'contact@example.com',
    }),
    createUser(t, { firstName: 'Kwame', lastName: 'Blocker', username: 'kblocker' }),
    createUser(t, { firstName: 'Kwame', lastName: 'Pest', username: 'kpest' }),
  ]);
  await makeFriends(t, me, friend);
  paidAt = new Date(t.deps.now().getTime() - 60_000);
  await insertPayment(t, paidBefore, me, { createdAt: paidAt });
  await insertPayment(t, me, kwameAsante, { status: 'failed' }); // not completed: not a relationship
  await t.deps.db.insertInto('contacts').values({ userId: me.id, contactUserId: savedContact.id, contactName: 'Kwame C.' }).execute();
  await block(t, blocker, me);
  await block(t, me, pest);
});

afterAll(async () => {
  await t?.close();
});

const search = (q: string, who = me) => who.client.get(`/api/search/users?q=${encodeURIComponent(q)}`);
const usernames = (body: { username: string }[]) => body.map((u) => u.username);

describe('GET /api/search/users', () => {
  it.each([
    ['', 'Type at least 2 characters to search'],
    ['a', 'Type at least 2 characters to search'],
    ['  a  ', 'Type at least 2 characters to search'],
    ['x'.repeat(101), 'Search text must be at most 100 characters'],
  ])('q=%j → 400 "%s"', async (q, message) => {
    const res = await search(q);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 400 without q and 401 when signed out', async () => {
    const res = await me.client.get('/api/search/users');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Type at least 2 characters to search');
    expect((await t.client().get('/api/search/users?q=kwame')).status).toBe(401);
  });

  it('finds by name fragment, never the caller, nor anyone across a block', async () => {
    const res = await search('kwa');
    expect(res.status, res.text).toBe(200);
    expect(usernames(res.body).sort()).toEqual(['kasante', 'kcontact', 'kfriend', 'kpayee', 'kwame_mensah'].sort());
  });

  it('puts the exact full name first and matches words in any order', async () => {
    expect(usernames((await search('Kwame Mensah')).body)[0]).toBe('kwame_mensah');
    expect(usernames((await search('mensah kwame')).body)).toEqual(['kwame_mensah']);
  });

  it('ranks a first-name start above a last-name start above a match inside', async () => {
    await t.deps.db
      .insertInto('users')
      .values([
        { firstName: 'Zed', lastName: 'Basante', username: 'zed_inside', email: 'zed@example.com' },
        { firstName: 'Asabea', lastName: 'Zed', username: 'asabea_zed', email: 'asabea@example.com' },
      ])
      .execute();
    expect(usernames((await search('asa')).body)).toEqual(['asabea_zed', 'kasante', 'zed_inside']);
  });

  it('finds by a 2-letter start of a first or last name', async () => {
    expect(usernames((await search('Ak')).body)).toEqual(['akoto_a']);
  });

  it('finds by @username prefix, in any case', async () => {
    expect(usernames((await search('@KWAME_M')).body)).toEqual(['kwame_mensah']);
    expect(usernames((await search('@kw')).body)).toEqual(['kwame_mensah']);
  });

  it.each(['0244123456', '+233 24 412 3456', '233244123456', '024-412-3456', '(024) 412 3456'])(
    'finds a stranger by a whole phone number in any Ghana spelling (%s): the name to confirm and the number typed, nothing more',
    async (q) => {
      const res = await search(q);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual([
        {
          id: kwameMensah.id,
          firstName: 'Kwame',
          lastName: 'Mensah',
          phoneNumber: '+233244123456',
          email: null,
          phoneHint: null,
          emailHint: null,
          username: null,
          profileImageUrl: null,
          isVerified: false,
          isFriend: false,
          lastTransactionDate: null,
          nameOnly: true,
        },
      ]);
    },
  );

  it('finds people I know by the start of their number, masked', async () => {
    const res = await search('05511100');
    expect(usernames(res.body).sort()).toEqual(['kcontact', 'kfriend', 'kpayee']);
    expect(res.body.find((u: { username: string }) => u.username === 'kfriend')).toMatchObject({
      phoneNumber: null,
      email: null,
      phoneHint: '055 ••• ••00',
      isFriend: true,
    });
  });

  it('cannot spell out a stranger’s number by narrowing: a start finds no stranger, the whole number does', async () => {
    // The attack: type the number digit by digit and watch who is still found.
    for (const prefix of ['024', '0244', '02441', '024412', '0244123', '02441234', '024412345']) {
      expect(usernames((await search(prefix)).body), prefix).not.toContain('kwame_mensah');
    }
    // A failed payment is not a relationship either.
    expect(usernames((await search('0244999')).body)).toEqual([]);
    expect((await search('0244123456')).body.map((u: { id: string }) => u.id)).toEqual([kwameMensah.id]);
  });

  it('finds a stranger by a whole e-mail address only; people I know by its start too', async () => {
    const exact = await search('Kwame.Mensah@Example.com');
    expect(exact.body).toHaveLength(1);
    expect(exact.body[0]).toMatchObject({ id: kwameMensah.id, email: 'kwame.mensah@example.com', phoneNumber: null });
    for (const prefix of ['k.asante@', 'kwame.mensah@example.co', 'kwame.m']) {
      expect((await search(prefix)).body, prefix).toEqual([]);
    }
    const known = await search('friend@ex');
    expect(known.body).toHaveLength(1);
    expect(known.body[0]).toMatchObject({ id: friend.id, email: null, emailHint: 'f•••@example.com' });
  });

  it('shows nobody else’s phone or email in full — friends, saved contacts and past payees included — only masked forms', async () => {
    const res = await search('kwame');
    const byUsername = Object.fromEntries(res.body.map((u: { username: string }) => [u.username, u]));
    expect(byUsername.kfriend).toMatchObject({
      phoneNumber: null,
      email: null,
      phoneHint: '055 ••• ••00',
      emailHint: 'f•••@example.com',
      isFriend: true,
      lastTransactionDate: null,
    });
    expect(byUsername.kcontact).toMatchObject({ phoneNumber: null, email: null, phoneHint: '055 ••• ••02', isFriend: false });
    // The audit paid ₵0.01 and then read the payee's details in search: paying reveals nothing more.
    expect(byUsername.kpayee).toMatchObject({
      phoneNumber: null,
      email: null,
      phoneHint: '055 ••• ••01',
      lastTransactionDate: paidAt.toISOString(),
    });
    expect(byUsername.kasante).toMatchObject({ phoneNumber: null, email: null, lastTransactionDate: null });
    expect(res.text).not.toMatch(/\+233\d{9}|[a-z]+@example\.com/);
  });

  it('never returns the users who blocked the caller, by any kind of search', async () => {
    for (const q of ['Kwame Blocker', '@kblocker', blocker.phoneNumber, blocker.email]) {
      expect(usernames((await search(q)).body), q).not.toContain('kblocker');
    }
    // The blocker does not find the blocked user either.
    expect(usernames((await search('@kwame_s', blocker)).body)).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('%%')).body).toEqual([]);
    expect((await search('__')).body).toEqual([]);
    expect(usernames((await search('@kwame_')).body)).toEqual(['kwame_mensah']);
  });

  it('returns at most 20 people', async () => {
    await t.deps.db
      .insertInto('users')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          firstName: 'Zainab',
          lastName: `Number${i}`,
          username: `zainab_${i}`,
          email: `zainab${i}@example.com`,
        })),
      )
      .execute();
    const res = await search('zainab');
    expect(res.body).toHaveLength(20);
  });
});
