import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePendingCallbackChecks } from '../../../gateways/provider-callbacks-gateway';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, createMoneyUser, type MoneyTestUser } from '../testing/money-test-helpers';
import { runBillPaymentStep } from './bill-payment-state-machine';

// Bill payments end to end against the bills aggregator's simulator over real HTTP (Hubtel's
// Commission Services protocol, spoken by the real adapter): the order after commit, the callback
// confirmed by a status read, the poll when no callback comes. The simulator's rules by number:
// 99… unknown account, …1111 refused, …2222 never completes (see hubtel-commission-simulator.ts).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

/** Runs the payment's steps (as the job queue would) until it is final or `rounds` run out. */
async function settle(user: MoneyTestUser, id: string, rounds = 20): Promise<{ status: string; token: string | null }> {
  for (let i = 0; i < rounds; i++) {
    await runBillPaymentStep({ ...t.deps, billRail: t.deps.billRail! }, id);
    await new Promise((r) => setTimeout(r, 60));
    await settlePendingCallbackChecks();
    const res = await user.client.get(`/api/bill-payments/${id}`);
    if (res.body.status !== 'processing') return res.body;
    t.advanceClock(60_000);
  }
  return (await user.client.get(`/api/bill-payments/${id}`)).body;
}

describe('bill payments against the aggregator simulator', () => {
  it('MTN airtime for another number completes and the ledger stays clean', async () => {
    const user = await createMoneyUser(t, { balance: 40_00n });
    const res = await user.client.post(
      '/api/bill-payments',
      { billerId: 'mtn-airtime', customerNumber: '0245550101', amount: '5.00' },
      key(),
    );
    expect(res.status, res.text).toBe(200);
    expect((await settle(user, res.body.id)).status).toBe('completed');
    expect(await balanceOf(t, user.id)).toBe(35_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('ECG prepaid: the name from the aggregator, then a 20-digit token', async () => {
    const user = await createMoneyUser(t, { balance: 200_00n });
    const lookup = await user.client.post('/api/billers/ecg-prepaid/lookup', { customerNumber: '54170113300' });
    expect(lookup.status, lookup.text).toBe(200);
    expect(typeof lookup.body.customerName).toBe('string');
    const res = await user.client.post(
      '/api/bill-payments',
      { billerId: 'ecg-prepaid', customerNumber: '54170113300', amount: '100.00' },
      key(),
    );
    expect(res.status, res.text).toBe(200);
    const done = await settle(user, res.body.id);
    expect(done.status).toBe('completed');
    expect(done.token).toMatch(/^\d{20}$/);
    expect(await balanceOf(t, user.id)).toBe(100_00n);
  });

  it('an unknown smartcard is a 400 before any money moves', async () => {
    const user = await createMoneyUser(t, { balance: 50_00n });
    const res = await user.client.post('/api/bill-payments', { billerId: 'dstv', customerNumber: '9912345678', amount: '20.00' }, key());
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe('No customer with this number at the biller. Check the number and try again.');
    expect(await balanceOf(t, user.id)).toBe(50_00n);
  });

  it('a refusal by the biller gives the money back; an order that never completes keeps it held', async () => {
    const user = await createMoneyUser(t, { balance: 50_00n });
    const refused = await user.client.post(
      '/api/bill-payments',
      { billerId: 'gotv', customerNumber: '7000001111', amount: '10.00' },
      key(),
    );
    expect(refused.status, refused.text).toBe(200);
    expect((await settle(user, refused.body.id)).status).toBe('failed');
    expect(await balanceOf(t, user.id)).toBe(50_00n);
    const stuck = await user.client.post('/api/bill-payments', { billerId: 'gotv', customerNumber: '7000002222', amount: '10.00' }, key());
    expect(stuck.status, stuck.text).toBe(200);
    expect((await settle(user, stuck.body.id, 5)).status).toBe('processing');
    expect(await balanceOf(t, user.id)).toBe(40_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});
