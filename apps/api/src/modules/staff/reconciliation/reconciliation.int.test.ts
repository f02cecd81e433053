import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePendingCallbackChecks } from '../../../gateways/provider-callbacks-gateway';
import { createWalletUser } from '../../../testing/factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { reconcileBillPayments, reconcileTransfers, runDueTransfers } from '../../money';
import { runBillPaymentStep } from '../../money/bills/bill-payment-state-machine';
import { countRows, createMoneyUser } from '../../money/testing/money-test-helpers';
import { createStaffMember, type StaffTestUser } from '../testing/staff-test-helpers';

// The staff console's reconciliation: both reports' differences, read-only. A provider's final
// answer the ledger has not seen yet is listed, and left for the job (or `pnpm reconcile`) to apply.

let t: TestApp;
let compliance: StaffTestUser;
beforeAll(async () => {
  t = await startTestApp();
  compliance = await createStaffMember(t, 'compliance');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

/** A ₵100.00 payout to the person's own MTN wallet whose callback never comes: processing here, SUCCESSFUL there. */
async function payoutWithoutCallback(): Promise<string> {
  const user = await createWalletUser(t, 500_00n);
  t.simulators!.momo.setFault(user.mtnPhone.replace('+', ''), 'no_callback');
  const res = await user.client.post('/api/wallet/transfer', {
    amount: '100.00',
    accountId: user.mtn,
    transferType: 'instant',
    fee: '1.75',
  });
  expect(res.status, res.text).toBe(200);
  const id = res.body.transfer.id as string;
  await runDueTransfers(t.deps);
  await sleep(300);
  return id;
}

/** ₵10.00 of airtime whose callback never comes, sent to the aggregator. */
async function airtimeWithoutCallback(): Promise<string> {
  const user = await createMoneyUser(t, { balance: 50_00n });
  const number = `024${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}5`;
  const res = await user.client.post('/api/bill-payments', { billerId: 'mtn-airtime', customerNumber: number, amount: '10.00' }, key());
  expect(res.status, res.text).toBe(200);
  t.simulators!.hubtelCommission.setFault(`233${number.slice(1)}`, 'no_callback');
  await runBillPaymentStep({ ...t.deps, billRail: t.deps.billRail! }, res.body.id);
  await sleep(300);
  await settlePendingCallbackChecks();
  return res.body.id as string;
}

const statusOfTransfer = async (id: string) =>
  (await t.deps.db.selectFrom('externalTransfers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const statusOfBill = async (id: string) =>
  (await t.deps.db.selectFrom('billPayments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const ledgerFootprint = async () => ({ journals: await countRows(t, 'ledgerJournals'), entries: await countRows(t, 'ledgerEntries') });

describe('GET /api/staff/reconciliation', () => {
  it('lists the differences of both reports and applies nothing', async () => {
    const transferId = await payoutWithoutCallback();
    const billId = await airtimeWithoutCallback();
    expect(await statusOfTransfer(transferId)).toBe('processing');
    expect(await statusOfBill(billId)).toBe('processing');
    const before = await ledgerFootprint();

    const res = await compliance.client.get('/api/staff/reconciliation?sinceDays=7');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ sinceDays: 7, transfers: { checked: expect.any(Number) }, bills: { checked: expect.any(Number) } });
    expect(res.body.transfers.differences).toContainEqual({
      reference: transferId,
      provider: 'mtn-momo',
      amount: '100.00',
      ledgerStatus: 'processing',
      providerStatus: 'successful',
      note: 'The provider says successful; the ledger still says processing (read-only: not applied)',
    });
    expect(res.body.bills.differences).toContainEqual(
      expect.objectContaining({ reference: billId, ledgerStatus: 'processing', providerStatus: 'successful' }),
    );
    expect(res.body.transfers.accounts.map((a: { account: string }) => a.account)).toEqual(['momo_settlement', 'bank_settlement']);

    // Nothing moved: the same journals, both payments still processing.
    expect(await ledgerFootprint()).toEqual(before);
    expect(await statusOfTransfer(transferId)).toBe('processing');
    expect(await statusOfBill(billId)).toBe('processing');

    // The applying run (pnpm reconcile) is what settles them.
    expect((await reconcileTransfers(t.deps)).applied).toContainEqual(expect.objectContaining({ transferId }));
    expect((await reconcileBillPayments({ ...t.deps, billRail: t.deps.billRail! })).applied).toContain(billId);
    expect(await statusOfTransfer(transferId)).toBe('completed');
    expect(await statusOfBill(billId)).toBe('completed');
    const after = await compliance.client.get('/api/staff/reconciliation');
    expect(after.body.transfers.differences.map((d: { reference: string }) => d.reference)).not.toContain(transferId);
  });

  it('records the reading in the staff audit log', async () => {
    expect((await compliance.client.get('/api/staff/reconciliation')).status).toBe(200);
    const log = await compliance.client.get('/api/staff/audit-log?limit=1');
    expect(log.body.entries[0]).toMatchObject({ action: 'reconciliation.view', staffUsername: compliance.username });
  });

  it('is for compliance staff (and admins) signed in with a passkey only', async () => {
    const support = await createStaffMember(t, 'support');
    const admin = await createStaffMember(t, 'admin');
    const customer = await createMoneyUser(t);
    expect((await admin.client.get('/api/staff/reconciliation')).status).toBe(200);
    // The console shows the section to those who may read it.
    expect((await compliance.client.get('/api/staff/me')).body.canReadReconciliation).toBe(true);
    expect((await support.client.get('/api/staff/me')).body.canReadReconciliation).toBe(false);
    for (const client of [support.client, customer.client, compliance.passwordClient]) {
      const res = await client.get('/api/staff/reconciliation');
      expect(res.status).toBe(403);
    }
    expect((await t.client().get('/api/staff/reconciliation')).status).toBe(401);
    expect((await compliance.client.get('/api/staff/reconciliation?sinceDays=0')).status).toBe(400);
  });
});
