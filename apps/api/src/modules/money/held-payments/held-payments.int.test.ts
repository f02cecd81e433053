import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { person, signUp } from '../../auth/testing/auth-test-helpers';
import { claimHeldPayments, returnUnclaimedHeldPayments } from './held-payments';
import { HELD_PAYMENT_TTL_MS } from '../money-policy';
import { balanceOf, createMoneyUser, heldBalance, moveClockToMidday, signIn, type MoneyTestUser } from '../testing/money-test-helpers';

let t: TestApp;
let ama: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  ama = await createMoneyUser(t, { balance: 500_00n, firstName: 'Ama', lastName: 'Mensah' });
});

afterAll(async () => {
  await t?.close();
});

async function transactionRow(id: number) {
  return t.deps.db.selectFrom('transactions').selectAll().where('id', '=', String(id)).executeTakeFirstOrThrow();
}

describe('sending to a phone or email without an account', () => {
  it('moves the money to the held account; the payment is pending with no recipient', async () => {
    const held = await heldBalance(t);
    const res = await ama.client.post('/api/send-money', { amount: '15.00', recipientPhone: '020 777 0001', message: 'Welcome' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'pending',
      recipientId: null,
      recipientPhone: '+233207770001',
      recipientName: null,
      amount: '15.00',
    });
    expect(res.body.fraudReasons).toContain('Recipient has no Nkabom account yet');
    expect(await heldBalance(t)).toBe(held + 15_00n);
    expect(await balanceOf(t, ama.id)).toBe(485_00n);
    const row = await transactionRow(res.body.id);
    expect(row.heldUntil!.getTime() - row.createdAt.getTime()).toBe(HELD_PAYMENT_TTL_MS);
    expect((await ama.client.get('/api/transactions?limit=1')).body[0]).toMatchObject({ id: res.body.id, status: 'pending' });
  });

  it('the person signing up with that number receives it at sign-up', async () => {
    const sent = await ama.client.post('/api/send-money', { amount: '20.00', recipientPhone: '0207770002' });
    const alsoByEmail = await ama.client.post('/api/send-money', { amount: '5.00', recipientEmail: 'New.Person@Example.com' });
    expect(alsoByEmail.body).toMatchObject({ status: 'pending', recipientEmail: 'new.person@example.com' });
    const held = await heldBalance(t);

    const browser = t.client();
    const user = await signUp(
      browser,
      person(1, { phoneNumber: '0207770002', email: 'new.person@example.com', firstName: 'Adwoa', lastName: 'Newcomer' }),
    );
    // The sign-up proved the phone only, so the email-held payment is not handed over.

    expect(await balanceOf(t, user.id)).toBe(20_00n);
    expect(await heldBalance(t)).toBe(held - 20_00n);
    const row = await transactionRow(sent.body.id);
    expect(row).toMatchObject({ status: 'completed', recipientId: user.id, heldUntil: null });
    expect(row.completedAt).not.toBeNull();
    expect((await transactionRow(alsoByEmail.body.id)).status).toBe('pending');
    // Both sides see it in their history now.
    expect((await browser.get('/api/transactions')).body[0]).toMatchObject({
      id: sent.body.id,
      status: 'completed',
      senderName: 'Ama Mensah',
      recipientName: 'Adwoa Newcomer',
    });
    expect(await auditLedger(t.deps.db)).toEqual([]);
    // Claiming again (e.g. on a later verification) moves nothing.
    expect((await claimHeldPayments(t.deps.db, { userId: user.id, phone: '+233207770002', email: null })).claimedTransactionIds).toEqual(
      [],
    );
  });

  it('claims by a verified email, every waiting payment once, and again claims nothing', async () => {
    const first = await ama.client.post('/api/send-money', { amount: '3.00', recipientEmail: 'later@example.com' });
    const second = await ama.client.post('/api/send-money', { amount: '4.00', recipientEmail: 'LATER@example.com' });
    const newcomer = await createMoneyUser(t, { email: 'later@example.com', balance: 0n });
    const claimed = await claimHeldPayments(t.deps.db, { userId: newcomer.id, phone: null, email: 'later@example.com', now: t.deps.now() });
    expect(claimed.claimedTransactionIds).toEqual([first.body.id, second.body.id]);
    expect(await balanceOf(t, newcomer.id)).toBe(7_00n);
    const again = await claimHeldPayments(t.deps.db, { userId: newcomer.id, phone: null, email: 'later@example.com' });
    expect(again.claimedTransactionIds).toEqual([]);
    expect(await balanceOf(t, newcomer.id)).toBe(7_00n);
  });

  it('claims nothing without a verified contact', async () => {
    const user = await createMoneyUser(t);
    expect(await claimHeldPayments(t.deps.db, { userId: user.id, phone: null, email: null })).toEqual({ claimedTransactionIds: [] });
  });
});

// Last: moving the clock two weeks ends this file's sessions.
describe('unclaimed payments go back to the sender', () => {
  it('after 14 days the return job reverses the hold: status reversed, money back', async () => {
    const sent = await ama.client.post('/api/send-money', { amount: '9.00', recipientPhone: '0207770099' });
    const balance = await balanceOf(t, ama.id);
    const held = await heldBalance(t);

    t.advanceClock(HELD_PAYMENT_TTL_MS - 60_000);
    expect(await returnUnclaimedHeldPayments(t.deps)).toBe(0);
    expect((await transactionRow(sent.body.id)).status).toBe('pending');

    t.advanceClock(120_000);
    const returned = await returnUnclaimedHeldPayments(t.deps);
    // Earlier unclaimed payments of this file (the first test's, the email one) are due too.
    expect(returned).toBeGreaterThanOrEqual(1);
    expect((await transactionRow(sent.body.id)).status).toBe('reversed');
    expect(await balanceOf(t, ama.id)).toBeGreaterThanOrEqual(balance + 9_00n);
    expect(await heldBalance(t)).toBe(0n);
    expect(held).toBeGreaterThan(0n);
    expect(await returnUnclaimedHeldPayments(t.deps)).toBe(0);
    expect(await auditLedger(t.deps.db)).toEqual([]);

    // Signing up now claims nothing, and the sender sees the payment as reversed.
    const user = await createMoneyUser(t, { phoneNumber: '+233207770099' });
    expect((await claimHeldPayments(t.deps.db, { userId: user.id, phone: '+233207770099', email: null })).claimedTransactionIds).toEqual(
      [],
    );
    const client = await signIn(t, ama.username);
    expect((await client.get(`/api/transactions/${sent.body.id}`)).body.status).toBe('reversed');
  });
});
