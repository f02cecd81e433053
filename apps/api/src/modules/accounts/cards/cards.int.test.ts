import { migrateTo, migrateToLatest } from '@ghanapay/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePendingCallbackChecks } from '../../../gateways/provider-callbacks-gateway';
import { createTestUser, signInAs, testPasswordOf, type TestUser } from '../../../testing/factories';
import { addCardThroughCheckout, typeCardOnHostedPage } from '../../../testing/hosted-card';
import { startTestApp, type TestApp } from '../../../testing/test-app';

// Cards through Paystack's hosted checkout (its simulator over real HTTP): the page is driven as a
// browser would, so the card number goes to the simulated Paystack and never to the API.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t?.close();
});

const newUser = () => createTestUser(t, 'social');
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});
const typeCard = (user: TestUser, cardNumber: string, options: { otp?: string; isDefault?: boolean } = {}) =>
  typeCardOnHostedPage(user.client, cardNumber, options);
async function addCard(user: TestUser, cardNumber: string, options: { otp?: string; isDefault?: boolean } = {}) {
  const added = await addCardThroughCheckout(user.client, cardNumber, options);
  expect(added.started).toMatchObject({ amount: '1.00', message: expect.stringContaining('₵1.00') });
  return added;
}

describe('adding a card through the hosted checkout', () => {
  it('saves the token, brand, first six, last four, expiry and bank; never the number or the CVV', async () => {
    const user = await newUser();
    const { completed, reference } = await addCard(user, '4084 0840 8408 4081');
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body).toMatchObject({
      status: 'added',
      message: 'Card added successfully',
      card: {
        cardNumber: '•••• •••• •••• 4081',
        revealedNumber: '4084 08•• •••• 4081',
        cardType: 'visa',
        expiryDate: '09/31',
        bankName: 'TEST BANK',
        isDefault: true,
        status: 'active',
      },
    });
    const stored = await sql<{ dump: string }>`SELECT string_agg(c::text, '|') AS dump FROM bank_cards c`.execute(t.deps.db);
    expect(stored.rows[0]!.dump).not.toContain('4084084084084081');
    expect(stored.rows[0]!.dump).toMatch(/AUTH_/);
    expect(lines.join('\n')).not.toContain('4084084084084081');
    expect(lines.join('\n')).not.toMatch(/737/);
    // Completing again changes nothing; the ₵1.00 check went back to the card.
    expect((await user.client.post('/api/cards/checkout/complete', { reference })).body.status).toBe('added');
    expect((await user.client.get('/api/cards')).body).toHaveLength(1);
    const check = await t.deps.db.selectFrom('cardCheckouts').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(check.refundedAt).not.toBeNull();
  });

  it('refuses the same card twice (Paystack’s signature), takes another, and keeps list, default and delete', async () => {
    const user = await newUser();
    const first = (await addCard(user, '4084084084084081')).completed.body.card;
    const twice = await addCard(user, '4084 0840 8408 4081');
    expect(twice.completed.body).toMatchObject({ status: 'duplicate', message: 'This card is already saved', card: null });
    const verve = await addCard(user, '5061000000000005', { otp: '123456' });
    expect(verve.completed.body.card).toMatchObject({ cardType: 'verve', isDefault: false, revealedNumber: '5061 00•• •••• 0005' });
    const second = verve.completed.body.card;
    expect((await user.client.request('PATCH', `/api/cards/${second.id}/set-default`)).body).toEqual({ message: 'Default card updated' });
    expect((await user.client.delete(`/api/cards/${second.id}`)).body).toEqual({ message: 'Card removed successfully' });
    expect((await user.client.get('/api/cards')).body).toMatchObject([{ id: first.id, isDefault: true }]);
    const stranger = await newUser();
    expect((await stranger.client.delete(`/api/cards/${first.id}`)).status).toBe(404);
  });

  it('another person’s reference is not found and changes nothing; an unfinished or declined check saves nothing', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { reference } = await typeCard(owner, '4084080000005408');
    const theirs = await stranger.client.post('/api/cards/checkout/complete', { reference });
    expect(theirs.status).toBe(404);
    const unfinished = await owner.client.post('/api/cards/checkout/complete', { reference });
    expect(unfinished.body).toMatchObject({ status: 'pending', card: null });
    expect((await owner.client.get('/api/cards')).body).toEqual([]);
    expect((await stranger.client.get('/api/cards')).body).toEqual([]);
  });

  it('a checkout whose code is typed wrong three times fails, says why, and saves nothing', async () => {
    const user = await newUser();
    const { reference, answer } = await typeCard(user, '5061000000000005', { otp: '111111' });
    expect(answer.status).toBe(422);
    const page = new URL(answer.url);
    expect(page.pathname).toMatch(/^\/checkout\//);
    await fetch(page, form({ otp: '222222' }));
    const last = await fetch(page, form({ otp: '333333' }));
    expect(last.status).toBe(302);
    const done = await user.client.post('/api/cards/checkout/complete', { reference });
    expect(done.body).toMatchObject({ status: 'failed', message: 'The card was not added: Too many wrong codes', card: null });
    expect((await user.client.get('/api/cards')).body).toEqual([]);
  });

  it('the page works through the demo’s /simulators/paystack mount too (a demo at a public origin)', async () => {
    const user = await newUser();
    const started = await user.client.post('/api/cards/checkout', {});
    const mounted = `${t.baseUrl}/simulators/paystack${new URL(started.body.authorizationUrl).pathname}`;
    expect(await (await fetch(mounted)).text()).toContain('Card number');
    const answer = await fetch(mounted, form({ card_number: '4084084084084081', expiry: '09/31', cvv: '737' }));
    expect(answer.status).toBe(302);
    const done = await user.client.post('/api/cards/checkout/complete', { reference: started.body.reference });
    expect(done.body.status).toBe('added');
  });

  it('the webhook completes a check the browser never came back from', async () => {
    const user = await newUser();
    const { reference, answer } = await typeCard(user, '4084084084084081');
    expect(answer.status).toBe(302);
    for (let i = 0; i < 100; i++) {
      await settlePendingCallbackChecks();
      if ((await user.client.get('/api/cards')).body.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await user.client.get('/api/cards')).body).toMatchObject([{ cardType: 'visa', status: 'active' }]);
    expect((await user.client.post('/api/cards/checkout/complete', { reference })).body.status).toBe('added');
  });

  it('answers the spec’s card-number endpoint with a 422 pointing to the hosted checkout, and keeps nothing', async () => {
    const user = await newUser();
    const res = await user.client.post('/api/cards', {
      cardNumber: '4111 1111 1111 1111',
      cardholderName: 'Efua Addo',
      expiryMonth: '09',
      expiryYear: '2031',
      cvv: '737',
      bankName: 'GCB Bank',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/POST \/api\/cards\/checkout/);
    expect((await user.client.get('/api/cards')).body).toEqual([]);
    expect(lines.join('\n')).not.toContain('4111 1111 1111 1111');
    expect((await user.client.post('/api/cards/checkout', { isDefault: 'maybe' })).status).toBe(400);
  });
});

describe('card testing', () => {
  it('stops a person starting a seventh card check in a day (each one charges a card), and starts nothing', async () => {
    const user = await newUser();
    for (let i = 0; i < 6; i++) expect((await user.client.post('/api/cards/checkout', {})).status).toBe(200);
    const before = await t.deps.db.selectFrom('cardCheckouts').select('reference').where('userId', '=', user.id).execute();
    const refused = await user.client.post('/api/cards/checkout', {});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many cards tried today\. Try again in /);
    const after = await t.deps.db.selectFrom('cardCheckouts').select('reference').where('userId', '=', user.id).execute();
    expect(after.length).toBe(before.length);
    // Another person is not held back by it.
    expect((await (await newUser()).client.post('/api/cards/checkout', {})).status).toBe(200);
    t.advanceClock(24 * 60 * 60_000);
    const again = await signInAs(t, user.username, testPasswordOf('social'));
    expect((await again.post('/api/cards/checkout', {})).status).toBe(200);
  });
});

describe('migration 0048 on cards saved the old way', () => {
  it('marks them "re-add this card" and drops their encrypted numbers', async () => {
    const user = await newUser();
    await migrateTo(t.deps.db, '2026-11-27T0047-payment-links');
    await sql`INSERT INTO bank_cards (user_id, card_number_encrypted, key_id, card_fingerprint, card_last4, card_first6,
        cardholder_name, expiry_date, card_type, bank_name, is_default)
      VALUES (${user.id}, 'sealed-number', 'k1', 'fp-1', '1111', '411111', 'Efua Addo', '09/31', 'visa', 'GCB Bank', true)`.execute(
      t.deps.db,
    );
    await migrateToLatest(t.deps.db);
    const columns = await sql<{
      name: string;
    }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'bank_cards'`.execute(t.deps.db);
    expect(columns.rows.map((c) => c.name)).not.toEqual(expect.arrayContaining(['card_number_encrypted']));
    expect(columns.rows.map((c) => c.name).filter((n) => /encrypted|fingerprint|key_id|cvv/.test(n))).toEqual([]);
    expect((await user.client.get('/api/cards')).body).toMatchObject([
      { last4: '1111', revealedNumber: '4111 11•• •••• 1111', status: 're_add', isDefault: true },
    ]);
  });
});
