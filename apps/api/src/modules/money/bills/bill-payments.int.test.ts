import { auditLedger, systemAccount, getBalance } from '@ghanapay/ledger';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, createMoneyUser } from '../testing/money-test-helpers';
import type { BillOrder, BillRail, BillState } from './bill-rail';
import { runBillPaymentStep } from './bill-payment-state-machine';
import { TRANSFER_REVIEW_AFTER_MS } from '../money-policy';

// The bill payment's money and states through the real API and database, with the aggregator played
// by a script (each order's answers set by the test). The adapter and its simulator over HTTP are
// tested in packages/providers; bills-simulator.int.test.ts runs this path against the simulator.

interface Script {
  pay: (order: BillOrder) => Promise<BillState>;
  status: (reference: string) => Promise<BillState>;
}

let t: TestApp;
let script: Script;
const orders: BillOrder[] = [];

const rail: BillRail = {
  lookup: async (billerId, customerNumber) => (customerNumber.startsWith('000') ? null : { customerName: `Customer ${customerNumber}` }),
  bundles: async () => [
    { id: 'day-1gb', name: '1 GB, 1 day', pricePesewas: 5_00n },
    { id: 'week-5gb', name: '5 GB, 7 days', pricePesewas: 25_00n },
  ],
  pay: (order) => {
    orders.push(order);
    return script.pay(order);
  },
  status: (reference) => script.status(reference),
  readCallback: () => null,
};

beforeAll(async () => {
  t = await startTestApp();
  t.deps.billRail = rail;
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  orders.length = 0;
  script = {
    pay: async () => ({ status: 'successful', token: null, providerReference: 'hub-1' }),
    status: async () => ({ status: 'pending' }),
  };
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

async function accountBalance(kind: 'bills_settlement' | 'commission_income'): Promise<bigint> {
  return getBalance(t.deps.db, await systemAccount(t.deps.db, kind));
}

function step(id: string) {
  return runBillPaymentStep({ ...t.deps, billRail: rail }, id);
}

describe('bill payments', () => {
  it('lists every biller the issue names, with bounds as money text', async () => {
    const user = await createMoneyUser(t);
    const res = await user.client.get('/api/billers');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { id: string }) => b.id)).toEqual([
      'mtn-airtime',
      'telecel-airtime',
      'airteltigo-airtime',
      'mtn-data',
      'telecel-data',
      'airteltigo-data',
      'ecg-prepaid',
      'ecg-postpaid',
      'ghana-water',
      'dstv',
      'gotv',
      'startimes',
    ]);
    expect(res.body[0]).toMatchObject({ name: 'MTN airtime', kind: 'airtime', network: 'MTN', needsLookup: false, minAmount: '1.00' });
    expect(res.body[6]).toMatchObject({ name: 'ECG prepaid', kind: 'electricity', needsLookup: true });
  });

  it('airtime: held at once, sent after commit, captured to the aggregator with its commission as income', async () => {
    const user = await createMoneyUser(t, { balance: 50_00n });
    const [settlementBefore, incomeBefore] = [await accountBalance('bills_settlement'), await accountBalance('commission_income')];
    const res = await user.client.post(
      '/api/bill-payments',
      { billerId: 'mtn-airtime', customerNumber: '024 412 3456', amount: '10.00' },
      key(),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'processing', amount: '10.00', billerName: 'MTN airtime', customerNumber: '0244123456' });
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    expect(await step(res.body.id)).toBe('submitted');
    expect(orders).toEqual([expect.objectContaining({ reference: res.body.id, billerId: 'mtn-airtime', amountPesewas: 10_00n })]);
    const done = await user.client.get(`/api/bill-payments/${res.body.id}`);
    expect(done.body).toMatchObject({ status: 'completed', message: 'Paid ₵10.00 to MTN airtime for 0244123456', failureReason: null });
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    // ₵10.00 to the aggregator, which keeps ₵9.75: 2.5 % is the wallet's commission.
    expect((await accountBalance('bills_settlement')) - settlementBefore).toBe(9_75n);
    expect((await accountBalance('commission_income')) - incomeBefore).toBe(25n);
    // Its receipt names the biller and the number topped up.
    const receipt = await user.client.get(`/api/receipts/bill-${res.body.id}`);
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.body).toMatchObject({ amount: '10.00', payee: { name: 'MTN airtime 0244123456' } });
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it("refuses another network's number with a 400 that names the network, and moves nothing", async () => {
    const user = await createMoneyUser(t, { balance: 50_00n });
    const res = await user.client.post(
      '/api/bill-payments',
      { billerId: 'mtn-airtime', customerNumber: '0201234567', amount: '5.00' },
      key(),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('is a Telecel number');
    expect(await balanceOf(t, user.id)).toBe(50_00n);
  });

  it('data: the bundle sets the price; an unknown bundle is refused', async () => {
    const user = await createMoneyUser(t, { balance: 50_00n });
    const bundles = await user.client.get('/api/billers/telecel-data/bundles?customerNumber=0501234567');
    expect(bundles.body).toEqual([
      { id: 'day-1gb', name: '1 GB, 1 day', price: '5.00' },
      { id: 'week-5gb', name: '5 GB, 7 days', price: '25.00' },
    ]);
    const bad = await user.client.post(
      '/api/bill-payments',
      { billerId: 'telecel-data', customerNumber: '0501234567', bundleId: 'nope' },
      key(),
    );
    expect(bad.status).toBe(400);
    const res = await user.client.post(
      '/api/bill-payments',
      { billerId: 'telecel-data', customerNumber: '0501234567', bundleId: 'week-5gb' },
      key(),
    );
    expect(res.body).toMatchObject({ amount: '25.00', bundleName: '5 GB, 7 days', status: 'processing' });
    expect(await balanceOf(t, user.id)).toBe(25_00n);
  });

  it('ECG prepaid: the name before paying, the token after; another person gets 404', async () => {
    const user = await createMoneyUser(t, { balance: 100_00n });
    const stranger = await createMoneyUser(t);
    const lookup = await user.client.post('/api/billers/ecg-prepaid/lookup', { customerNumber: '12345678901' });
    expect(lookup.body).toEqual({ billerId: 'ecg-prepaid', customerNumber: '12345678901', customerName: 'Customer 12345678901' });
    const unknown = await user.client.post('/api/billers/ecg-prepaid/lookup', { customerNumber: '00099' });
    expect(unknown.status).toBe(400);
    script.pay = async () => ({ status: 'successful', token: '12345678901234567890', providerReference: 'hub-2' });
    const res = await user.client.post(
      '/api/bill-payments',
      { billerId: 'ecg-prepaid', customerNumber: '12345678901', amount: '50.00' },
      key(),
    );
    expect(res.body).toMatchObject({ customerName: 'Customer 12345678901', status: 'processing' });
    await step(res.body.id);
    const done = await user.client.get(`/api/bill-payments/${res.body.id}`);
    expect(done.body).toMatchObject({ status: 'completed', token: '12345678901234567890' });
    expect((await stranger.client.get(`/api/bill-payments/${res.body.id}`)).status).toBe(404);
    const list = await user.client.get('/api/bill-payments');
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([res.body.id]);
  });

  it('a definite failure gives the money back once and says why', async () => {
    const user = await createMoneyUser(t, { balance: 30_00n });
    script.pay = async () => ({ status: 'failed', reason: 'The smartcard is not active' });
    const res = await user.client.post('/api/bill-payments', { billerId: 'dstv', customerNumber: '7012345678', amount: '20.00' }, key());
    expect(await balanceOf(t, user.id)).toBe(10_00n);
    await step(res.body.id);
    expect(await balanceOf(t, user.id)).toBe(30_00n);
    const done = await user.client.get(`/api/bill-payments/${res.body.id}`);
    expect(done.body).toMatchObject({ status: 'failed' });
    expect(done.body.message).toContain('The smartcard is not active');
    // The biller's reason on its own, for a screen that writes the rest of the sentence in another language.
    expect(done.body.failureReason).toContain('The smartcard is not active');
    expect(
      t.notifier.outbox.some(
        (m) => (m.to === user.phoneNumber || m.to === user.email) && m.text.includes('DStv payment of ₵20.00 for 7012345678 failed'),
      ),
    ).toBe(true);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('no answer is never released on a guess: pending goes to review past the deadline, then settles when the biller answers', async () => {
    const user = await createMoneyUser(t, { balance: 30_00n });
    script.pay = async () => {
      throw new Error('timeout');
    };
    const res = await user.client.post('/api/bill-payments', { billerId: 'gotv', customerNumber: '4012345678', amount: '15.00' }, key());
    await step(res.body.id);
    expect(await balanceOf(t, user.id)).toBe(15_00n);
    t.advanceClock(TRANSFER_REVIEW_AFTER_MS + 60_000);
    await step(res.body.id);
    const row = await t.deps.db.selectFrom('billPayments').select('status').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('review');
    expect(await balanceOf(t, user.id)).toBe(15_00n);
    script.status = async () => ({ status: 'successful', token: null, providerReference: 'hub-3' });
    t.advanceClock(60 * 60_000);
    await step(res.body.id);
    const settled = await t.deps.db.selectFrom('billPayments').select('status').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(settled.status).toBe('completed');
    expect(await balanceOf(t, user.id)).toBe(15_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('an order that never arrived is sent again under the same reference', async () => {
    const user = await createMoneyUser(t, { balance: 30_00n });
    let first = true;
    script.pay = async () => {
      if (first) {
        first = false;
        throw new Error('503');
      }
      return { status: 'successful', token: null, providerReference: 'hub-4' };
    };
    script.status = async () => ({ status: 'unknown' });
    const res = await user.client.post(
      '/api/bill-payments',
      { billerId: 'startimes', customerNumber: '01234567890', amount: '12.00' },
      key(),
    );
    await step(res.body.id);
    t.advanceClock(60_000);
    await step(res.body.id);
    expect(orders.map((o) => o.reference)).toEqual([res.body.id, res.body.id]);
    expect((await user.client.get(`/api/bill-payments/${res.body.id}`)).body.status).toBe('completed');
  });

  it('a late success after the refund takes the money again, once', async () => {
    const user = await createMoneyUser(t, { balance: 30_00n });
    script.pay = async () => ({ status: 'failed', reason: 'Biller timeout' });
    const res = await user.client.post(
      '/api/bill-payments',
      { billerId: 'ghana-water', customerNumber: '0101234567', amount: '10.00' },
      key(),
    );
    await step(res.body.id);
    expect(await balanceOf(t, user.id)).toBe(30_00n);
    // The biller delivered after all, and says so in a callback (confirmed by status).
    script.status = async () => ({ status: 'successful', token: null, providerReference: 'hub-5' });
    const { confirmBillByReference } = await import('./bill-payment-state-machine');
    expect(await confirmBillByReference({ ...t.deps, billRail: rail }, res.body.id)).toBe(true);
    expect(await confirmBillByReference({ ...t.deps, billRail: rail }, res.body.id)).toBe(false);
    expect(await balanceOf(t, user.id)).toBe(20_00n);
    expect((await user.client.get(`/api/bill-payments/${res.body.id}`)).body.status).toBe('completed');
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('is idempotent, refuses what the wallet cannot pay, and counts towards the daily limit', async () => {
    const user = await createMoneyUser(t, { balance: 20_00n });
    const body = { billerId: 'airteltigo-airtime', customerNumber: '0271234567', amount: '5.00' };
    const k = key();
    const a = await user.client.post('/api/bill-payments', body, k);
    const b = await user.client.post('/api/bill-payments', body, k);
    expect(b.body.id, b.text).toBe(a.body.id);
    expect(await balanceOf(t, user.id)).toBe(15_00n);
    const short = await user.client.post('/api/bill-payments', { ...body, amount: '16.00' }, key());
    expect(short.status).toBe(422);
    expect(await balanceOf(t, user.id)).toBe(15_00n);
    // A minimum-tier wallet: ₵3,000 a day; bill payments count as money out.
    const small = await createMoneyUser(t, { balance: 4_000_00n, tier: 'minimum' });
    for (let i = 0; i < 6; i++) {
      const paid = await small.client.post(
        '/api/bill-payments',
        { billerId: 'ecg-postpaid', customerNumber: '22334455', amount: '500.00' },
        key(),
      );
      expect(paid.status, paid.text).toBe(200);
    }
    const over = await small.client.post(
      '/api/bill-payments',
      { billerId: 'ecg-postpaid', customerNumber: '22334455', amount: '1.00' },
      key(),
    );
    expect(over.status).toBe(422);
    expect(over.body.code ?? over.body.message).toBeTruthy();
  });

  it('reconciliation applies a lost callback once and holds the two accounts to the payments behind them', async () => {
    const user = await createMoneyUser(t, { balance: 30_00n });
    script.pay = async () => ({ status: 'pending' });
    const res = await user.client.post(
      '/api/bill-payments',
      { billerId: 'mtn-airtime', customerNumber: '0551234567', amount: '8.00' },
      key(),
    );
    await step(res.body.id);
    // The callback never came; the aggregator's status says delivered.
    script.status = async () => ({ status: 'successful', token: null, providerReference: 'hub-6' });
    const { reconcileBillPayments } = await import('./reconcile-bills');
    const first = await reconcileBillPayments({ ...t.deps, billRail: rail });
    expect(first.applied).toContain(res.body.id);
    const again = await reconcileBillPayments({ ...t.deps, billRail: rail });
    expect(again.applied).not.toContain(res.body.id);
    expect(again.accounts.map((a) => a.ledgerPesewas === a.paymentsPesewas)).toEqual([true, true]);
    expect((await user.client.get(`/api/bill-payments/${res.body.id}`)).body.status).toBe('completed');
  });
});
