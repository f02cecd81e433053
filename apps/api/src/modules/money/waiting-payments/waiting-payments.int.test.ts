import { fraudDecisionFromScore } from '@ghanapay/fraud';
import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import {
  balanceOf,
  countRows,
  createMoneyUser,
  moneyFootprint,
  moveClockToMidday,
  type MoneyTestUser,
} from '../testing/money-test-helpers';
import { endDueWaitingPayments } from './waiting-payment-service';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});

afterAll(async () => {
  await t?.close();
});

const FIVE_MINUTES = 5 * 60_000;

async function pair(balance = 2_000_00n): Promise<{ kofi: MoneyTestUser; esi: MoneyTestUser }> {
  const kofi = await createMoneyUser(t, { balance, firstName: 'Kofi', lastName: 'Boateng' });
  const esi = await createMoneyUser(t, { firstName: 'Esi', lastName: 'Owusu' });
  return { kofi, esi };
}

async function transactionStatus(id: number) {
  const row = await t.deps.db
    .selectFrom('transactions')
    .select(['status', 'completedAt'])
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('a breath before a large first payment', () => {
  it('a first payment of ₵500 waits 5 minutes in a hold, shown to both, then the job delivers it once', async () => {
    const { kofi, esi } = await pair();
    const sentAt = t.deps.now();
    const res = await kofi.client.post('/api/send-money', { amount: '500.00', recipientUsername: esi.username });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', recipientId: esi.id, amount: '500.00', waiting: { reason: 'first_payment' } });
    const arrivesAt = new Date(res.body.waiting.until).getTime();
    expect(arrivesAt - sentAt.getTime()).toBeGreaterThanOrEqual(FIVE_MINUTES);
    expect(arrivesAt - sentAt.getTime()).toBeLessThan(FIVE_MINUTES + 10_000);
    // A medium-risk score records its alert against the waiting payment, as for one that goes at once.
    const alerts = await t.deps.db.selectFrom('fraudAlerts').select('alertType').where('transactionId', '=', String(res.body.id)).execute();
    expect(alerts).toHaveLength(fraudDecisionFromScore(res.body.fraudScore) === 'alert' ? 1 : 0);
    // The money has left the sender and is held; it has not reached the recipient.
    expect(await balanceOf(t, kofi.id)).toBe(1_500_00n);
    expect(await balanceOf(t, esi.id)).toBe(0n);
    const seen = await esi.client.get('/api/waiting-payments');
    expect(seen.body.payments).toEqual([expect.objectContaining({ id: res.body.id, status: 'pending', senderName: 'Kofi Boateng' })]);
    expect(seen.body.payments[0].waiting.until).toBe(res.body.waiting.until);
    expect((await kofi.client.get('/api/transactions?limit=1')).body[0]).toMatchObject({ id: res.body.id, status: 'pending' });

    // Not yet due: the job delivers nothing.
    expect(await endDueWaitingPayments(t.deps)).toBe(0);
    expect(await balanceOf(t, esi.id)).toBe(0n);

    t.advanceClock(FIVE_MINUTES + 1_000);
    // Two workers at once (two replicas), then a third run: delivered exactly once.
    const runs = await Promise.all([endDueWaitingPayments(t.deps), endDueWaitingPayments(t.deps)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await endDueWaitingPayments(t.deps)).toBe(0);
    expect(await balanceOf(t, esi.id)).toBe(500_00n);
    expect(await balanceOf(t, kofi.id)).toBe(1_500_00n);
    expect(await transactionStatus(res.body.id)).toBe('completed');
    expect((await kofi.client.get(`/api/transactions/${res.body.id}`)).body).toMatchObject({ status: 'completed' });
    expect((await esi.client.get('/api/waiting-payments')).body.payments).toEqual([]);
    await t.settle();
    expect(t.notifier.outbox.some((m) => m.to === esi.email && /Kofi Boateng sent you ₵500\.00/.test(m.subject ?? ''))).toBe(true);
    expect(await auditLedger(t.deps.db)).toEqual([]);

    // Once delivered it can no longer be cancelled.
    const late = await kofi.client.post(`/api/waiting-payments/${res.body.id}/cancel`, {});
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/already arrived/);
    expect(await balanceOf(t, kofi.id)).toBe(1_500_00n);

    // The second payment to the same person is not a first payment: it goes at once, in the old shape.
    const again = await kofi.client.post('/api/send-money', { amount: '600.00', recipientUsername: esi.username });
    expect(again.body).toMatchObject({ status: 'completed' });
    expect(again.body).not.toHaveProperty('waiting');
  });

  it('cancelled inside its 5 minutes: the money is back at once and nothing is delivered', async () => {
    const { kofi, esi } = await pair();
    const res = await kofi.client.post('/api/send-money', { amount: '750.00', recipientPhone: esi.phoneNumber });
    expect(res.body.waiting.reason).toBe('first_payment');
    expect(await balanceOf(t, kofi.id)).toBe(1_250_00n);

    // Nobody but the sender may cancel it.
    expect((await esi.client.post(`/api/waiting-payments/${res.body.id}/cancel`, {})).status).toBe(404);
    expect((await kofi.client.post('/api/waiting-payments/999999999/cancel', {})).status).toBe(404);
    expect((await kofi.client.post('/api/waiting-payments/abc/cancel', {})).status).toBe(400);

    const cancelled = await kofi.client.post(`/api/waiting-payments/${res.body.id}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ id: res.body.id, status: 'cancelled' });
    expect(await balanceOf(t, kofi.id)).toBe(2_000_00n);

    t.advanceClock(FIVE_MINUTES + 1_000);
    await endDueWaitingPayments(t.deps);
    expect(await balanceOf(t, esi.id)).toBe(0n);
    expect(await transactionStatus(res.body.id)).toBe('cancelled');
    // Cancelling twice moves nothing more.
    expect((await kofi.client.post(`/api/waiting-payments/${res.body.id}/cancel`, {})).status).toBe(409);
    expect(await balanceOf(t, kofi.id)).toBe(2_000_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('below the threshold, or to someone paid before, a payment goes at once', async () => {
    const { kofi, esi } = await pair();
    const small = await kofi.client.post('/api/send-money', { amount: '499.99', recipientUsername: esi.username });
    expect(small.body).toMatchObject({ status: 'completed' });
    expect(small.body).not.toHaveProperty('waiting');
    const large = await kofi.client.post('/api/send-money', { amount: '900.00', recipientUsername: esi.username });
    expect(large.body).toMatchObject({ status: 'completed' });
    expect(await balanceOf(t, esi.id)).toBe(1_399_99n);
  });

  it('the same Idempotency-Key answers the same waiting payment and holds the money once', async () => {
    const { kofi, esi } = await pair();
    const headers = { 'Idempotency-Key': 'first-large-1' };
    const first = await kofi.client.post('/api/send-money', { amount: '500.00', recipientUsername: esi.username }, headers);
    const second = await kofi.client.post('/api/send-money', { amount: '500.00', recipientUsername: esi.username }, headers);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await balanceOf(t, kofi.id)).toBe(1_500_00n);
    const other = await kofi.client.post('/api/send-money', { amount: '501.00', recipientUsername: esi.username }, headers);
    expect(other.status).toBe(422);
  });

  it('a waiting payment the wallet cannot cover is refused and writes nothing', async () => {
    const { kofi, esi } = await pair(600_00n);
    const before = await moneyFootprint(t);
    const waitingBefore = await countRows(t, 'waitingPayments');
    const res = await kofi.client.post('/api/send-money', { amount: '600.01', recipientUsername: esi.username });
    expect(res.status).toBe(422);
    expect(await moneyFootprint(t)).toEqual(before);
    expect(await countRows(t, 'waitingPayments')).toBe(waitingBefore);
    expect(await balanceOf(t, kofi.id)).toBe(600_00n);
  });

  it('Settings: the threshold and the wait are the person’s to change, off included, and validated', async () => {
    const { kofi, esi } = await pair();
    expect((await kofi.client.get('/api/preferences/first-payment-wait')).body).toEqual({ threshold: '500.00', waitMinutes: 5 });

    for (const bad of [
      { threshold: '0.99', waitMinutes: 5 },
      { threshold: '10000.01', waitMinutes: 5 },
      { threshold: '100.00', waitMinutes: 0 },
      { threshold: '100.00', waitMinutes: 61 },
      { threshold: '100.00', waitMinutes: 2.5 },
      { threshold: 'abc', waitMinutes: 5 },
    ]) {
      const res = await kofi.client.request('PUT', '/api/preferences/first-payment-wait', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await kofi.client.get('/api/preferences/first-payment-wait')).body).toEqual({ threshold: '500.00', waitMinutes: 5 });

    const lower = await kofi.client.request('PUT', '/api/preferences/first-payment-wait', { threshold: '100.00', waitMinutes: 1 });
    expect(lower.body).toEqual({ threshold: '100.00', waitMinutes: 1 });
    const sentAt = t.deps.now().getTime();
    const waits = await kofi.client.post('/api/send-money', { amount: '150.00', recipientUsername: esi.username });
    expect(waits.body.waiting.reason).toBe('first_payment');
    expect(new Date(waits.body.waiting.until).getTime() - sentAt).toBeLessThan(2 * 60_000);

    const off = await kofi.client.request('PUT', '/api/preferences/first-payment-wait', { threshold: null, waitMinutes: 5 });
    expect(off.body).toEqual({ threshold: null, waitMinutes: 5 });
    const someoneNew = await createMoneyUser(t);
    const goes = await kofi.client.post('/api/send-money', { amount: '1000.00', recipientUsername: someoneNew.username });
    expect(goes.body).toMatchObject({ status: 'completed' });
    expect(goes.body).not.toHaveProperty('waiting');
  });
});
