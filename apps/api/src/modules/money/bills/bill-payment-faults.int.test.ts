import type { SimulatorFault } from '@ghanapay/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePendingCallbackChecks } from '../../../gateways/provider-callbacks-gateway';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { TRANSFER_REVIEW_AFTER_MS } from '../money-policy';
import { balanceOf, createMoneyUser, type MoneyTestUser } from '../testing/money-test-helpers';
import { expectCleanAudit } from '../testing/transfer-test-helpers';
import { runBillPaymentStep } from './bill-payment-state-machine';
import { reconcileBillPayments } from './reconcile-bills';

// Each fault the bills aggregator's simulator produces (the MoMo simulator's set, per destination),
// through the app over real HTTP: the wallet, the aggregator's books and `pnpm reconcile` agree at the
// end of every one — a clean ledger audit, nothing for reconciliation to report about the payment or
// about the settlement and commission accounts.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const simulator = () => t.simulators!.hubtelCommission;

/** An MTN number no simulator rule picks by its last digits (those end in 1111 … 4444). */
function mtnNumber(): string {
  return `024${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}5`;
}

interface Paid {
  user: MoneyTestUser;
  id: string;
  number: string;
}

/** ₵10.00 of MTN airtime for another number, whose number then has `fault` at the aggregator. */
async function airtime(fault: SimulatorFault, balance = 50_00n): Promise<Paid> {
  const user = await createMoneyUser(t, { balance });
  const number = mtnNumber();
  const res = await user.client.post('/api/bill-payments', { billerId: 'mtn-airtime', customerNumber: number, amount: '10.00' }, key());
  expect(res.status, res.text).toBe(200);
  expect(res.body.status).toBe('processing');
  simulator().setFault(`233${number.slice(1)}`, fault);
  return { user, id: res.body.id, number };
}

const step = (id: string) => runBillPaymentStep({ ...t.deps, billRail: t.deps.billRail! }, id);

async function statusOf(user: MoneyTestUser, id: string): Promise<{ status: string; message: string; token: string | null }> {
  const res = await user.client.get(`/api/bill-payments/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The job queue's steps, a minute apart, until the payment is final (or `rounds` run out). */
async function runUntilFinal(user: MoneyTestUser, id: string, rounds = 12): Promise<string> {
  for (let i = 0; i < rounds; i++) {
    await step(id);
    await sleep(60);
    await settlePendingCallbackChecks();
    const { status } = await statusOf(user, id);
    if (status !== 'processing') return status;
    t.advanceClock(60_000);
  }
  return (await statusOf(user, id)).status;
}

/** What the aggregator's books hold under the payment's reference: [status, pesewas]. */
function aggregatorOrders(id: string) {
  return simulator()
    .books()
    .orders.filter((o) => o.reference === id)
    .map((o) => [o.status, o.amountPesewas]);
}

async function journalsOf(id: string, kind: string): Promise<number> {
  const rows = await t.deps.db
    .selectFrom('ledgerJournals')
    .select('id')
    .where('kind', '=', kind)
    .where('description', 'like', `%${id}%`)
    .execute();
  return rows.length;
}

/** The end of every fault: a clean audit, and reconciliation with nothing to say. */
async function expectAgreement(id: string) {
  await expectCleanAudit(t);
  const report = await reconcileBillPayments({ ...t.deps, billRail: t.deps.billRail! });
  expect(report.differences.filter((d) => d.paymentId === id || d.paymentId === '-')).toEqual([]);
  expect(report.applied).not.toContain(id);
  for (const account of report.accounts) expect(account.ledgerPesewas, account.account).toBe(account.paymentsPesewas);
}

describe('bill payment faults at the aggregator: the wallet, its books and reconciliation agree', () => {
  it('a slow answer past our timeout: asked again by reference, delivered and paid once', async () => {
    const { user, id, number } = await airtime('slow');
    expect(await step(id)).toBe('submitted'); // times out: the outcome is unknown, the money stays held
    expect((await statusOf(user, id)).status).toBe('processing');
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    await sleep(1_800); // the aggregator takes the order when it finally answers
    simulator().clearFaults(`233${number.slice(1)}`);
    expect(await runUntilFinal(user, id)).toBe('completed');
    expect(aggregatorOrders(id)).toEqual([['SUCCESSFUL', 10_00n]]);
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    await expectAgreement(id);
  });

  it('5xx: never given back on a guess; once the aggregator is back the order is sent and paid once', async () => {
    const { user, id, number } = await airtime('error_5xx');
    for (let i = 0; i < 3; i++) {
      await step(id);
      t.advanceClock(3 * 60_000);
    }
    expect((await statusOf(user, id)).status).toBe('processing');
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    expect(aggregatorOrders(id)).toEqual([]);
    simulator().clearFaults(`233${number.slice(1)}`);
    expect(await runUntilFinal(user, id)).toBe('completed');
    expect(aggregatorOrders(id)).toEqual([['SUCCESSFUL', 10_00n]]);
    await expectAgreement(id);
  });

  it('a timeout after the aggregator executed: the status by reference settles it, nothing is sent twice', async () => {
    const { user, id } = await airtime('timeout_after_execute');
    expect(await runUntilFinal(user, id)).toBe('completed');
    expect(aggregatorOrders(id)).toEqual([['SUCCESSFUL', 10_00n]]);
    expect(await journalsOf(id, 'bill_payment_settle')).toBe(1);
    await expectAgreement(id);
  });

  it.each([
    ['RECIPIENT_NOT_REGISTERED', 'The receiving user is not registered in the system'],
    ['BILLER_UNAVAILABLE', 'The biller could not be reached. Please try again later'],
    ['INTERNAL_PROCESSING_ERROR', 'The biller could not process the transaction'],
  ])('FAILED %s: the callback gives the money back once, with its reason, and the person is told', async (reason, text) => {
    const { user, id } = await airtime(`failed:${reason}` as SimulatorFault);
    expect(await step(id)).toBe('submitted');
    // The aggregator's status says only "Unpaid"; the callback's description is the reason a person reads.
    for (let i = 0; i < 60 && (await statusOf(user, id)).status === 'processing'; i++) {
      await sleep(50);
      await settlePendingCallbackChecks();
    }
    expect((await statusOf(user, id)).status).toBe('failed');
    expect(await balanceOf(t, user.id)).toBe(50_00n);
    expect((await statusOf(user, id)).message).toContain(text);
    expect(await journalsOf(id, 'bill_payment_reversal')).toBe(1);
    expect(aggregatorOrders(id)).toEqual([['FAILED', 10_00n]]);
    expect(t.notifier.outbox.some((m) => (m.to === user.phoneNumber || m.to === user.email) && m.text.includes('failed'))).toBe(true);
    await expectAgreement(id);
  });

  it('the callback settles it without a poll; the same callback twice changes nothing', async () => {
    const { user, id } = await airtime('double_callback');
    expect(await step(id)).toBe('submitted');
    for (let i = 0; i < 60 && (await statusOf(user, id)).status !== 'completed'; i++) {
      await sleep(50);
      await settlePendingCallbackChecks();
    }
    await sleep(300);
    await settlePendingCallbackChecks();
    expect((await statusOf(user, id)).status).toBe('completed');
    expect(
      simulator()
        .books()
        .orders.find((o) => o.reference === id)!.callbacksSent,
    ).toBe(2);
    expect(await journalsOf(id, 'bill_payment_settle')).toBe(1);
    expect(await journalsOf(id, 'bill_commission')).toBe(1);
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    await expectAgreement(id);
  });

  it('a callback that never comes: the poll settles it', async () => {
    const { user, id } = await airtime('no_callback');
    expect(await step(id)).toBe('submitted');
    await sleep(300);
    await settlePendingCallbackChecks();
    expect((await statusOf(user, id)).status).toBe('processing');
    expect(
      simulator()
        .books()
        .orders.find((o) => o.reference === id)!.callbacksSent,
    ).toBe(0);
    expect(await runUntilFinal(user, id)).toBe('completed');
    await expectAgreement(id);
  });

  it('a late success after the refund: the airtime was delivered after all, so the money is taken again, once', async () => {
    const { user, id } = await airtime('late_success');
    expect(await step(id)).toBe('submitted');
    for (let i = 0; i < 60 && (await statusOf(user, id)).status === 'processing'; i++) {
      await sleep(25);
      await settlePendingCallbackChecks();
    }
    // The FAILED callback gave the money back; the SUCCESSFUL one follows.
    for (let i = 0; i < 80 && (await statusOf(user, id)).status !== 'completed'; i++) {
      await sleep(25);
      await settlePendingCallbackChecks();
    }
    expect((await statusOf(user, id)).status).toBe('completed');
    expect(await journalsOf(id, 'bill_payment_reversal')).toBe(1);
    expect(await journalsOf(id, 'bill_payment_recover')).toBe(1);
    expect(await journalsOf(id, 'bill_payment_settle')).toBe(1);
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    expect(aggregatorOrders(id)).toEqual([['SUCCESSFUL', 10_00n]]);
    await expectAgreement(id);
  });

  it('no final answer for a day: still held, under review, never given back; reconciliation sees it open', async () => {
    const { user, id, number } = await airtime('pending_forever');
    expect(await step(id)).toBe('submitted');
    t.advanceClock(TRANSFER_REVIEW_AFTER_MS + 60_000);
    await step(id);
    const row = await t.deps.db.selectFrom('billPayments').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('review');
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    expect(await journalsOf(id, 'bill_payment_reversal')).toBe(0);
    const report = await reconcileBillPayments({ ...t.deps, billRail: t.deps.billRail! });
    expect(report.open).toBeGreaterThanOrEqual(1);
    expect(report.differences.filter((d) => d.paymentId === id || d.paymentId === '-')).toEqual([]);
    await expectCleanAudit(t);
    simulator().clearFaults(`233${number.slice(1)}`);
  });

  it('a DStv payment whose smartcard fails at the biller: the fault keyed by the smartcard, refunded once', async () => {
    const user = await createMoneyUser(t, { balance: 80_00n });
    const smartcard = `70${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}5`;
    const res = await user.client.post('/api/bill-payments', { billerId: 'dstv', customerNumber: smartcard, amount: '60.00' }, key());
    expect(res.status, res.text).toBe(200);
    simulator().setFault(smartcard, 'failed:INTERNAL_PROCESSING_ERROR' as SimulatorFault);
    expect(await runUntilFinal(user, res.body.id)).toBe('failed');
    expect(await balanceOf(t, user.id)).toBe(80_00n);
    await expectAgreement(res.body.id);
  });
});
