import type { SimulatorFault } from '@ghanapay/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { listExternalTransfers } from './external-transfer-service';
import { reconcileTransfers } from './reconcile';
import { runDueTransfers } from './transfer-state-machine';
import { settlePendingCallbackChecks } from '../../../gateways/provider-callbacks-gateway';
import {
  balanceOf,
  expectCleanAudit,
  journalByKind,
  runUntilFinal,
  transferRow,
  walletUser,
  type WalletUser,
} from '../testing/transfer-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const msisdn = (e164: string) => e164.replace('+', '');

/** An instant ₵100.00 transfer (fee ₵1.75) to the user's own MTN wallet, whose number has `fault`. */
async function mtnPayout(fault: SimulatorFault | null, balance = 500_00n): Promise<{ user: WalletUser; id: string }> {
  const user = await walletUser(t, balance);
  if (fault) t.simulators!.momo.setFault(msisdn(user.mtnPhone), fault);
  const res = await user.client.post('/api/wallet/transfer', {
    amount: '100.00',
    accountId: user.mtn,
    transferType: 'instant',
    fee: '1.75',
  });
  expect(res.status, res.text).toBe(200);
  return { user, id: res.body.transfer.id };
}

/** A ₵80.00 bank transfer now (through the aggregator) to an account number that has `fault`. */
async function bankPayout(fault: SimulatorFault | null): Promise<{ user: WalletUser; id: string; account: string }> {
  const user = await walletUser(t, 300_00n);
  const account = `20${String(Date.now()).slice(-8)}`;
  if (fault) t.simulators!.paystack.setFault(account, fault);
  const res = await user.client.post('/api/bank-transfers', {
    recipientName: 'Adjoa Mensima',
    recipientAccount: account,
    bankCode: 'STB',
    amount: '80.00',
  });
  expect(res.status, res.text).toBe(200);
  const row = await t.deps.db.selectFrom('externalTransfers').select('id').where('userId', '=', user.id).executeTakeFirstOrThrow();
  return { user, id: row.id, account };
}

/** Orders the provider holds under this reference: [status, pesewas] (what really left its books). */
function providerOrders(provider: 'momo' | 'paystack', reference: string) {
  return t
    .simulators![provider].books()
    .orders.filter((o) => o.reference === reference)
    .map((o) => [o.status, o.amountPesewas]);
}

/**
 * At the end of each fault: the ledger audit is clean, and reconciliation finds nothing to report about
 * this transfer nor about the settlement accounts (another test leaves one difference on purpose).
 */
async function expectAgreement(id: string) {
  await expectCleanAudit(t);
  const report = await reconcileTransfers(t.deps);
  expect(report.differences.filter((d) => d.transferId === id || d.transferId === '-')).toEqual([]);
}

describe("faults at MTN (disbursement): wallet, payout_pending, settlement and MTN's books agree", () => {
  it('a slow answer past our timeout: the order is sent again under the same reference and paid once', async () => {
    const { user, id } = await mtnPayout('slow');
    await runDueTransfers(t.deps); // times out: outcome unknown, stays processing
    expect((await transferRow(t, id)).status).toBe('processing');
    await sleep(1_800); // the simulator records the order when it finally answers
    t.simulators!.momo.clearFaults();
    expect(await runUntilFinal(t, id)).toBe('completed');
    expect(providerOrders('momo', id)).toEqual([['SUCCESSFUL', 100_00n]]);
    expect(await balanceOf(t, user.id)).toBe(500_00n - 101_75n);
    await expectAgreement(id);
  });

  it('5xx: never reversed on a guess; once MTN is back it is paid exactly once', async () => {
    const { user, id } = await mtnPayout('error_5xx');
    for (let i = 0; i < 3; i++) {
      await runDueTransfers(t.deps);
      t.advanceClock(10 * 60_000);
    }
    expect((await transferRow(t, id)).status).toBe('processing');
    expect(await balanceOf(t, user.id)).toBe(500_00n - 101_75n);
    expect(providerOrders('momo', id)).toEqual([]);
    t.simulators!.momo.clearFaults(msisdn(user.mtnPhone));
    expect(await runUntilFinal(t, id)).toBe('completed');
    expect(providerOrders('momo', id)).toEqual([['SUCCESSFUL', 100_00n]]);
    await expectAgreement(id);
  });

  it('a timeout after MTN executed the payout: the status by reference settles it; nothing is sent twice', async () => {
    const { id } = await mtnPayout('timeout_after_execute');
    expect(await runUntilFinal(t, id)).toBe('completed');
    expect(providerOrders('momo', id)).toEqual([['SUCCESSFUL', 100_00n]]);
    await expectAgreement(id);
  });

  it.each(['NOT_ENOUGH_FUNDS', 'PAYER_LIMIT_REACHED', 'PAYEE_NOT_FOUND'])(
    'FAILED %s: amount and fee go back to the wallet once, with a reason a person can read',
    async (reason) => {
      const { user, id } = await mtnPayout(`failed:${reason}` as SimulatorFault);
      expect(await runUntilFinal(t, id)).toBe('failed');
      expect(await balanceOf(t, user.id)).toBe(500_00n);
      const row = await transferRow(t, id);
      expect(row.failureCode).toBe(reason);
      expect(row.failureReason).toMatch(/^[A-Z][a-z]/);
      expect(await journalByKind(t, row.reverseJournalId)).toEqual({ payout_pending: -101_75n, wallet: 101_75n });
      expect(providerOrders('momo', id)).toEqual([['FAILED', 100_00n]]);
      const listed = (await user.client.get('/api/wallet/transfers')).body[0];
      expect(listed).toMatchObject({
        status: 'failed',
        statusLabel: 'Failed, refunded',
        statusKey: 'failed_refunded',
        failureReason: row.failureReason,
      });
      // …and told by SMS.
      expect(t.notifier.lastTo(user.email)?.text).toMatch(
        new RegExp(
          `^Nkabom: your transfer of ₵100\\.00 to MTN MoMo 024 555 \\d{4} did not go through \\(${row.failureReason}\\)\\. ₵101\\.75 is back in your wallet\\. Ref [0-9A-F]{8}\\.$`,
        ),
      );
      await expectAgreement(id);
    },
  );

  it('the callback settles it without any poll; the same callback twice changes nothing', async () => {
    const { id } = await mtnPayout('double_callback');
    await runDueTransfers(t.deps); // submits; MTN then calls back (twice)
    for (let i = 0; i < 40 && (await transferRow(t, id)).status !== 'completed'; i++) await sleep(50);
    await sleep(300);
    const row = await transferRow(t, id);
    expect(row.status).toBe('completed');
    expect(row.checkCount).toBe(0);
    expect(t.simulators!.momo.books().orders.find((o) => o.reference === id)!.callbacksSent).toBe(2);
    const settles = await t.deps.db
      .selectFrom('ledgerJournals')
      .select('id')
      .where('description', '=', `Transfer ${id}`)
      .where('kind', '=', 'payout_settle')
      .execute();
    expect(settles).toHaveLength(1);
    await expectAgreement(id);
  });

  it('a callback that never comes: the poll settles it', async () => {
    const { id } = await mtnPayout('no_callback');
    await runDueTransfers(t.deps);
    await sleep(300);
    expect((await transferRow(t, id)).status).toBe('processing');
    expect(await runUntilFinal(t, id)).toBe('completed');
    await expectAgreement(id);
  });

  it('a late success after we reversed: the rule takes the money again from the wallet and settles it', async () => {
    const { user, id } = await mtnPayout('late_success');
    await runDueTransfers(t.deps);
    for (let i = 0; i < 40 && (await transferRow(t, id)).status === 'processing'; i++) await sleep(25);
    // The FAILED callback reversed it; the SUCCESSFUL one arrives lateMs later.
    for (let i = 0; i < 80 && (await transferRow(t, id)).status !== 'completed'; i++) await sleep(25);
    const row = await transferRow(t, id);
    expect(row.status).toBe('completed');
    expect(row.reverseJournalId).not.toBeNull();
    expect(row.recoverJournalId).not.toBeNull();
    expect(await journalByKind(t, row.recoverJournalId)).toEqual({ wallet: -101_75n, payout_pending: 101_75n });
    expect(await balanceOf(t, user.id)).toBe(500_00n - 101_75n);
    expect(providerOrders('momo', id)).toEqual([['SUCCESSFUL', 100_00n]]);
    expect(t.notifier.lastTo(user.email)?.text).toMatch(
      /went through after all, after we had refunded it, so ₵101\.75 was taken from your wallet again/,
    );
    await expectAgreement(id);
  });

  it('no final answer for a day: still held, under review, never reversed; reconciliation sees it open', async () => {
    const { user, id } = await mtnPayout('pending_forever');
    await runDueTransfers(t.deps);
    t.advanceClock(25 * 60 * 60_000);
    await runDueTransfers(t.deps);
    const row = await transferRow(t, id);
    expect(row.status).toBe('review');
    expect(row.reverseJournalId).toBeNull();
    expect(await balanceOf(t, user.id)).toBe(500_00n - 101_75n);
    // (The person's session ran out over the day; the list they would see is the service's.)
    expect((await listExternalTransfers(t.deps, user.id))[0]).toMatchObject({ status: 'pending', statusLabel: 'Under review' });
    const report = await reconcileTransfers(t.deps);
    expect(report.differences.filter((d) => d.transferId === id)).toEqual([]);
    await expectCleanAudit(t);
    t.simulators!.momo.clearFaults(msisdn(user.mtnPhone));
  });
});

describe('faults at the aggregator (bank transfers)', () => {
  it('5xx then recovery: paid once', async () => {
    const { id, account } = await bankPayout('error_5xx');
    await runDueTransfers(t.deps);
    expect((await transferRow(t, id)).status).toBe('processing');
    t.simulators!.paystack.clearFaults(account);
    expect(await runUntilFinal(t, id)).toBe('completed');
    expect(providerOrders('paystack', id)).toEqual([['SUCCESSFUL', 80_00n]]);
    await expectAgreement(id);
  });

  it('a failed transfer is refunded and the list says so', async () => {
    const { user, id } = await bankPayout('failed:ACCOUNT_NOT_FOUND' as SimulatorFault);
    expect(await runUntilFinal(t, id)).toBe('failed');
    expect(await balanceOf(t, user.id)).toBe(300_00n);
    expect((await user.client.get('/api/bank-transfers')).body[0]).toMatchObject({
      status: 'failed',
      statusLabel: 'Failed, refunded',
      statusKey: 'failed_refunded',
    });
    await expectAgreement(id);
  });

  it('a timeout after the transfer was made, with the webhook twice: settled once', async () => {
    const { id, account } = await bankPayout('timeout_after_execute');
    expect(await runUntilFinal(t, id)).toBe('completed');
    t.simulators!.paystack.setFault(account, 'double_callback');
    await expectAgreement(id);
  });
});

describe('Add Money faults', () => {
  it.each(['APPROVAL_REJECTED', 'EXPIRED'])('%s: nothing is credited and the person is told', async (reason) => {
    const user = await walletUser(t, 0n);
    t.simulators!.momo.setFault(msisdn(user.mtnPhone), `failed:${reason}` as SimulatorFault);
    const res = await user.client.post('/api/wallet/add-money', { amount: '40.00', accountId: user.mtn });
    expect(res.status, res.text).toBe(200);
    expect(await runUntilFinal(t, res.body.transfer.id)).toBe('failed');
    expect(await balanceOf(t, user.id)).toBe(0n);
    const listed = (await user.client.get('/api/wallet/transfers')).body[0];
    expect(listed).toMatchObject({ direction: 'in', status: 'failed', statusLabel: 'Failed', statusKey: 'failed' });
    expect(listed.failureReason).toMatch(/^The payer/);
    await expectAgreement(res.body.transfer.id);
  });
});

describe('callbacks are only hints', () => {
  it('a forged MTN callback naming a transfer changes nothing until MTN itself says so', async () => {
    const { user, id } = await mtnPayout('pending_forever');
    await runDueTransfers(t.deps);
    const forged = await fetch(`${t.baseUrl}/api/callbacks/mtn-momo`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ externalId: id, referenceId: id, status: 'FAILED', reason: 'APPROVAL_REJECTED' }),
    });
    expect(forged.status).toBe(200);
    await settlePendingCallbackChecks();
    expect((await transferRow(t, id)).status).toBe('processing');
    expect(await balanceOf(t, user.id)).toBe(500_00n - 101_75n);
    t.simulators!.momo.clearFaults(msisdn(user.mtnPhone));
  });

  it('a Paystack webhook with a bad signature is ignored', async () => {
    const { id } = await bankPayout('pending_forever');
    await runDueTransfers(t.deps);
    const body = JSON.stringify({ event: 'transfer.failed', data: { reference: id, status: 'failed' } });
    const forged = await fetch(`${t.baseUrl}/api/callbacks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(128) },
      body,
    });
    expect(forged.status).toBe(200);
    expect(await forged.json()).toEqual({ status: 'received' });
    expect((await transferRow(t, id)).status).toBe('processing');
    t.simulators!.paystack.clearFaults();
  });
});

describe("the demo's simulated providers page (/api/dev/providers)", () => {
  it('sets a fault on a number a person then watches fail, shows the books, and clears it', async () => {
    const user = await walletUser(t, 200_00n);
    const local = user.mtnPhone.replace('+233', '0');
    const bad = await t.client().post('/api/dev/providers/faults', { provider: 'momo', party: local, fault: 'explode' });
    expect(bad.status).toBe(400);
    const set = await t.client().post('/api/dev/providers/faults', { provider: 'momo', party: local, fault: 'failed:NOT_ENOUGH_FUNDS' });
    expect(set.status, set.text).toBe(200);
    expect(set.body.faults).toContainEqual({ party: msisdn(user.mtnPhone), fault: 'failed:NOT_ENOUGH_FUNDS' });
    const res = await user.client.post('/api/wallet/transfer', { amount: '12.00', accountId: user.mtn, transferType: 'instant' });
    expect(await runUntilFinal(t, res.body.transfer.id)).toBe('failed');
    const books = (await t.client().get('/api/dev/providers')).body;
    expect(books.momo.orders.find((o: { reference: string }) => o.reference === res.body.transfer.id)).toMatchObject({
      kind: 'payout',
      amount: '12.00',
      status: 'FAILED',
      reason: 'NOT_ENOUGH_FUNDS',
    });
    expect(Object.keys(books.momo.balances).length).toBeGreaterThan(0);
    const cleared = await t.client().delete(`/api/dev/providers/faults?provider=momo&party=${msisdn(user.mtnPhone)}`);
    expect(cleared.body.momo).not.toContainEqual({ party: msisdn(user.mtnPhone), fault: 'failed:NOT_ENOUGH_FUNDS' });
  });
});
