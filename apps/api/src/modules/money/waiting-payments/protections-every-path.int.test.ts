import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { startRecoveryCooldown } from '../cooldown/recovery-cooldown';
import {
  balanceOf,
  countRows,
  createMoneyUser,
  moveClockToMidday,
  reportUser,
  withoutFirstPaymentWait,
  type MoneyTestUser,
} from '../testing/money-test-helpers';
import { endDueWaitingPayments, writeWaitingPayment } from './waiting-payment-service';

// The protections before a payment leaves (the guardian, the wait before a large first payment, the
// recovery cool-down) hold on every path a payment to a person takes, not only the send screen's:
// a payment the fraud check stopped that the sender then proceeds with, and a money request paid.

let t: TestApp;
let mule: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  // Payments to an account reported three times are stopped for the sender's decision.
  mule = await createMoneyUser(t, { firstName: 'Mule', lastName: 'Account' });
  await reportUser(t, mule.id, 3);
});

afterAll(async () => {
  await t?.close();
});

const FIVE_MINUTES = 5 * 60_000;

async function blockedPayment(sender: MoneyTestUser, amount: string) {
  const res = await sender.client.post('/api/send-money', { amount, recipientUsername: mule.username });
  expect(res.status, res.text).toBe(200);
  expect(res.body.status).toBe('blocked');
  return res.body as { id: number };
}

const proceed = (sender: MoneyTestUser, id: number) => sender.client.patch(`/api/transactions/${id}/status`, { status: 'pending' });

async function befriend(a: MoneyTestUser, b: MoneyTestUser) {
  await t.deps.db
    .insertInto('friendships')
    .values({ requesterId: a.id, addresseeId: b.id, status: 'accepted', respondedAt: t.deps.now() })
    .execute();
}

async function withGuardian(person: MoneyTestUser, threshold: string) {
  const guardian = await createMoneyUser(t, { firstName: 'Guard', lastName: 'Ian' });
  await befriend(person, guardian);
  const set = await person.client.request('PUT', '/api/guardian', { guardianUsername: guardian.username, threshold });
  expect(set.status, set.text).toBe(200);
  return guardian;
}

async function requestStatus(id: number) {
  const row = await t.deps.db
    .selectFrom('moneyRequests')
    .select(['status', 'transactionId'])
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();
  return row;
}

async function askFor(requester: MoneyTestUser, payer: MoneyTestUser, amount: string): Promise<number> {
  const res = await requester.client.post('/api/money-requests', { payerId: payer.id, amount, message: 'Rent share' });
  expect(res.status, res.text).toBe(200);
  return res.body.id as number;
}

describe('a payment the fraud check stopped, proceeded with by its sender', () => {
  it('of ₵500 to someone never paid: waits its 5 minutes in a hold (cancellable), then arrives once', async () => {
    const sender = await createMoneyUser(t, { balance: 1_000_00n });
    const blocked = await blockedPayment(sender, '500.00');
    const muleBefore = await balanceOf(t, mule.id);

    const res = await proceed(sender, blocked.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: blocked.id, status: 'pending', waiting: { reason: 'first_payment' } });
    expect(new Date(res.body.waiting.until).getTime() - t.deps.now().getTime()).toBeGreaterThanOrEqual(FIVE_MINUTES - 1_000);
    // Held from the sender, not yet the recipient's; the sender sees it among the payments waiting.
    expect(await balanceOf(t, sender.id)).toBe(500_00n);
    expect(await balanceOf(t, mule.id)).toBe(muleBefore);
    const waiting = await sender.client.get('/api/waiting-payments');
    expect(waiting.body.payments.map((p: { id: number }) => p.id)).toContain(blocked.id);

    t.advanceClock(FIVE_MINUTES + 1_000);
    expect(await endDueWaitingPayments(t.deps)).toBe(1);
    expect(await endDueWaitingPayments(t.deps)).toBe(0);
    expect(await balanceOf(t, mule.id)).toBe(muleBefore + 500_00n);
    expect(await balanceOf(t, sender.id)).toBe(500_00n);
    expect((await sender.client.get(`/api/transactions/${blocked.id}`)).body.status).toBe('completed');
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('cancelled inside its wait: the money is back at once and never reaches the recipient', async () => {
    const sender = await createMoneyUser(t, { balance: 800_00n });
    const blocked = await blockedPayment(sender, '600.00');
    const muleBefore = await balanceOf(t, mule.id);
    expect((await proceed(sender, blocked.id)).body.waiting).toMatchObject({ reason: 'first_payment' });
    const cancelled = await sender.client.post(`/api/waiting-payments/${blocked.id}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await balanceOf(t, sender.id)).toBe(800_00n);
    t.advanceClock(FIVE_MINUTES + 1_000);
    await endDueWaitingPayments(t.deps);
    expect(await balanceOf(t, mule.id)).toBe(muleBefore);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('above the guardian amount: waits for the guardian, who is asked and can decline it', async () => {
    const sender = await createMoneyUser(t, { balance: 500_00n, firstName: 'Nana', lastName: 'Yaa' });
    await withoutFirstPaymentWait(t, sender.id);
    const guardian = await withGuardian(sender, '100.00');
    const blocked = await blockedPayment(sender, '150.00');
    const muleBefore = await balanceOf(t, mule.id);

    const res = await proceed(sender, blocked.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', waiting: { reason: 'guardian' } });
    expect(await balanceOf(t, sender.id)).toBe(350_00n);
    expect(await balanceOf(t, mule.id)).toBe(muleBefore);
    await vi.waitFor(() =>
      expect(t.notifier.outbox.some((m) => m.to === guardian.email && /Nana Yaa asks you to approve ₵150\.00/.test(m.subject ?? ''))).toBe(
        true,
      ),
    );
    const declined = await guardian.client.post(`/api/guardian/requests/${blocked.id}/decline`, {});
    expect(declined.status, declined.text).toBe(200);
    expect(await balanceOf(t, sender.id)).toBe(500_00n);
    expect(await balanceOf(t, mule.id)).toBe(muleBefore);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('in a recovery cool-down, past what it allows: refused with the reason, still blocked, nothing moved', async () => {
    const sender = await createMoneyUser(t, { balance: 1_000_00n });
    await withoutFirstPaymentWait(t, sender.id);
    const blocked = await blockedPayment(sender, '300.00');
    await startRecoveryCooldown(t.deps.db, sender.id, 'password_reset', t.deps.now());
    const entries = await countRows(t, 'ledgerEntries');

    const res = await proceed(sender, blocked.id);
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toMatch(/password reset/);
    expect((await sender.client.get(`/api/transactions/${blocked.id}`)).body.status).toBe('blocked');
    expect(await balanceOf(t, sender.id)).toBe(1_000_00n);
    expect(await countRows(t, 'ledgerEntries')).toBe(entries);
  });
});

describe('a money request paid', () => {
  it('₵500 to someone the payer never paid waits its 5 minutes; cancelled, the request can be paid again later', async () => {
    const payer = await createMoneyUser(t, { balance: 1_200_00n });
    const requester = await createMoneyUser(t, { firstName: 'Ato', lastName: 'Landlord' });
    const requestId = await askFor(requester, payer, '500.00');

    const res = await payer.client.post(`/api/money-requests/${requestId}/respond`, { action: 'approve' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(res.body.message).toMatch(
      /^Payment of ₵500\.00 to Ato Landlord arrives at \d\d:\d\d as your first large payment to them; you can cancel it until then$/,
    );
    expect(await balanceOf(t, payer.id)).toBe(700_00n);
    expect(await balanceOf(t, requester.id)).toBe(0n);

    const cancelled = await payer.client.post(`/api/waiting-payments/${res.body.transactionId}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await balanceOf(t, payer.id)).toBe(1_200_00n);
    expect(await requestStatus(requestId)).toEqual({ status: 'pending', transactionId: null });
    expect((await payer.client.get('/api/money-requests/pending')).body.map((r: { id: number }) => r.id)).toContain(requestId);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('left to its time, it arrives once as a request paid, and the request stays paid', async () => {
    const payer = await createMoneyUser(t, { balance: 600_00n });
    const requester = await createMoneyUser(t);
    const requestId = await askFor(requester, payer, '550.00');
    const res = await payer.client.post(`/api/money-requests/${requestId}/respond`, { action: 'approve' });
    expect(res.status, res.text).toBe(200);
    t.advanceClock(FIVE_MINUTES + 1_000);
    expect(await endDueWaitingPayments(t.deps)).toBe(1);
    expect(await balanceOf(t, requester.id)).toBe(550_00n);
    expect(await requestStatus(requestId)).toEqual({ status: 'approved', transactionId: String(res.body.transactionId) });
    const seen = await requester.client.get(`/api/transactions/${res.body.transactionId}`);
    expect(seen.body).toMatchObject({ status: 'completed', transactionType: 'request_payment' });
    // Paid once: answering again is refused.
    expect((await payer.client.post(`/api/money-requests/${requestId}/respond`, { action: 'approve' })).status).toBe(409);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('above the guardian amount: the guardian is asked; declined, the money is back and the request unpaid', async () => {
    const payer = await createMoneyUser(t, { balance: 400_00n, firstName: 'Maame', lastName: 'Akua' });
    await withoutFirstPaymentWait(t, payer.id);
    const guardian = await withGuardian(payer, '50.00');
    const requester = await createMoneyUser(t, { firstName: 'Caller', lastName: 'Unknown' });
    const requestId = await askFor(requester, payer, '120.00');

    const res = await payer.client.post(`/api/money-requests/${requestId}/respond`, { action: 'approve' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toMatch(/waiting for your guardian's approval/);
    expect(await balanceOf(t, payer.id)).toBe(280_00n);
    expect(await balanceOf(t, requester.id)).toBe(0n);
    await vi.waitFor(() =>
      expect(
        t.notifier.outbox.some((m) => m.to === guardian.email && /Maame Akua asks you to approve ₵120\.00/.test(m.subject ?? '')),
      ).toBe(true),
    );
    const declined = await guardian.client.post(`/api/guardian/requests/${res.body.transactionId}/decline`, {});
    expect(declined.status, declined.text).toBe(200);
    expect(await balanceOf(t, payer.id)).toBe(400_00n);
    expect(await balanceOf(t, requester.id)).toBe(0n);
    expect(await requestStatus(requestId)).toEqual({ status: 'pending', transactionId: null });
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});

describe('a waiting payment and its session', () => {
  it('is not written once the session it came with is gone (as a send is not)', async () => {
    const sender = await createMoneyUser(t, { balance: 900_00n });
    const recipient = await createMoneyUser(t);
    const [transactions, entries] = [await countRows(t, 'transactions'), await countRows(t, 'ledgerEntries')];
    const now = t.deps.now();
    const write = writeWaitingPayment(t.deps, {
      payment: {
        senderId: sender.id,
        recipientId: recipient.id,
        amountPesewas: '60000',
        transactionType: 'send',
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      },
      plan: { reason: 'first_payment', dueAt: new Date(now.getTime() + FIVE_MINUTES), guardianId: null },
      alert: null,
      idempotency: null,
      sessionId: 'a-session-signed-out-meanwhile',
      now,
    });
    await expect(write).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await countRows(t, 'transactions')).toBe(transactions);
    expect(await countRows(t, 'ledgerEntries')).toBe(entries);
    expect(await balanceOf(t, sender.id)).toBe(900_00n);
  });
});

describe('money arriving other than by a send', () => {
  it('a request paid to someone with an open reversal request is held for it at once, not at the next job', async () => {
    // Ama sent Kofi ₵50 by mistake; Kofi spent it, so nothing could be held.
    const ama = await createMoneyUser(t, { balance: 100_00n });
    const kofi = await createMoneyUser(t, { balance: 0n });
    const other = await createMoneyUser(t);
    await withoutFirstPaymentWait(t, ama.id);
    const sent = await ama.client.post('/api/send-money', { amount: '50.00', recipientUsername: kofi.username });
    expect(sent.body.status, sent.text).toBe('completed');
    const spent = await kofi.client.post('/api/send-money', { amount: '50.00', recipientUsername: other.username });
    expect(spent.body.status, spent.text).toBe('completed');
    const asked = await ama.client.post(`/api/transactions/${sent.body.id}/reversal-request`, { reason: 'Wrong number' });
    expect(asked.body.heldAmount, asked.text).toBe('0.00');

    // A friend pays Kofi's request of ₵30: the reversal's hold takes it without waiting for the job.
    const friend = await createMoneyUser(t, { balance: 100_00n });
    await withoutFirstPaymentWait(t, friend.id);
    const requestId = await askFor(kofi, friend, '30.00');
    const paid = await friend.client.post(`/api/money-requests/${requestId}/respond`, { action: 'approve' });
    expect(paid.status, paid.text).toBe(200);
    await vi.waitFor(async () => expect((await ama.client.get(`/api/reversal-requests/${asked.body.id}`)).body.heldAmount).toBe('30.00'));
    expect(await balanceOf(t, kofi.id)).toBe(0n);

    // And a payment the fraud check stopped, proceeded with, tops it up to the amount and no further.
    const blocked = await createMoneyUser(t, { balance: 100_00n });
    await withoutFirstPaymentWait(t, blocked.id);
    await reportUser(t, kofi.id, 3);
    const stopped = await blocked.client.post('/api/send-money', { amount: '40.00', recipientUsername: kofi.username });
    expect(stopped.body.status, stopped.text).toBe('blocked');
    expect((await proceed(blocked, stopped.body.id)).body.status).toBe('completed');
    await vi.waitFor(async () => expect((await ama.client.get(`/api/reversal-requests/${asked.body.id}`)).body.heldAmount).toBe('50.00'));
    expect(await balanceOf(t, kofi.id)).toBe(20_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});
