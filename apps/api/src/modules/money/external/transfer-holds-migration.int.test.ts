import { migrateTo, migrateToLatest } from '@ghanapay/db';
import { findHold } from '@ghanapay/ledger';
import type { SimulatorFault } from '@ghanapay/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { runDueTransfers } from './transfer-state-machine';
import { balanceOf, expectCleanAudit, runUntilFinal, transferRow, walletUser, type WalletUser } from '../testing/transfer-test-helpers';

// Transfers made before holds existed: their journals are the ones the state machine writes today,
// so a database taken back to migration 0032 (ledger_holds dropped, journals and transfers kept) is
// what a deploy finds. Migration 0033 must give each its hold, and those in flight must then settle
// or reverse through the primitive, once.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const msisdn = (e164: string) => e164.replace('+', '');

async function payout(user: WalletUser, transferType: 'instant' | 'standard', fault: SimulatorFault | null = null): Promise<string> {
  if (fault) t.simulators!.momo.setFault(msisdn(user.mtnPhone), fault);
  const body =
    transferType === 'instant'
      ? { amount: '100.00', accountId: user.mtn, transferType, fee: '1.75' }
      : { amount: '50.00', accountId: user.mtn, transferType };
  const res = await user.client.post('/api/wallet/transfer', body);
  expect(res.status, res.text).toBe(200);
  return res.body.transfer.id as string;
}

describe('migration 0033 on transfers made before holds', () => {
  it('gives every transfer its hold; those in flight then settle or reverse once', async () => {
    const users: WalletUser[] = [];
    for (let i = 0; i < 5; i++) users.push(await walletUser(t, 500_00n));
    const [settles, fails, completed, failed, recovered] = users;
    // Every request first: the runs below move the clock past the sessions' idle timeout.
    const inFlightToSettle = await payout(settles!, 'standard');
    const inFlightToFail = await payout(fails!, 'standard');
    const completedId = await payout(completed!, 'instant');
    const failedId = await payout(failed!, 'instant', 'failed:NOT_ENOUGH_FUNDS');
    const recoveredId = await payout(recovered!, 'instant', 'late_success');
    await runDueTransfers(t.deps);
    for (let i = 0; i < 120 && (await transferRow(t, recoveredId)).status !== 'completed'; i++) await sleep(25);
    expect(await runUntilFinal(t, completedId)).toBe('completed');
    expect(await runUntilFinal(t, failedId)).toBe('failed');
    expect((await transferRow(t, recoveredId)).recoverJournalId).not.toBeNull();
    await expectCleanAudit(t);

    // The database as a deploy finds it: no holds table, the same journals and transfers.
    await migrateTo(t.deps.db, '2026-11-26T0032-ledger-wallet-entries');
    const applied = await migrateToLatest(t.deps.db);
    expect(applied[0]).toBe('2026-11-26T0033-ledger-holds');
    expect(await migrateToLatest(t.deps.db)).toEqual([]);
    await expectCleanAudit(t);

    const holdOf = async (id: string, suffix = '') => (await findHold(t.deps.db, { reference: `transfer:${id}${suffix}` }))!;
    for (const id of [inFlightToSettle, inFlightToFail]) {
      expect(await holdOf(id)).toMatchObject({
        status: 'open',
        amountPesewas: 50_00n,
        holdJournalId: (await transferRow(t, id)).holdJournalId,
      });
    }
    expect(await holdOf(completedId)).toMatchObject({
      status: 'captured',
      capturedJournalId: (await transferRow(t, completedId)).settleJournalId,
    });
    expect(await holdOf(failedId)).toMatchObject({
      status: 'released',
      releasedJournalId: (await transferRow(t, failedId)).reverseJournalId,
    });
    const recoveredRow = await transferRow(t, recoveredId);
    expect(await holdOf(recoveredId)).toMatchObject({ status: 'released', releasedJournalId: recoveredRow.reverseJournalId });
    expect(await holdOf(recoveredId, ':recover')).toMatchObject({
      status: 'captured',
      holdJournalId: recoveredRow.recoverJournalId,
      capturedJournalId: recoveredRow.settleJournalId,
    });

    // Their day comes: one is paid, the other refused and given back.
    t.simulators!.momo.setFault(msisdn(fails!.mtnPhone), 'failed:PAYEE_NOT_FOUND');
    t.advanceClock(7 * 24 * 60 * 60_000);
    expect(await runUntilFinal(t, inFlightToSettle)).toBe('completed');
    expect(await runUntilFinal(t, inFlightToFail)).toBe('failed');
    expect(await balanceOf(t, settles!.id)).toBe(450_00n);
    expect(await balanceOf(t, fails!.id)).toBe(500_00n);
    expect(await holdOf(inFlightToSettle)).toMatchObject({
      status: 'captured',
      capturedJournalId: (await transferRow(t, inFlightToSettle)).settleJournalId,
    });
    expect(await holdOf(inFlightToFail)).toMatchObject({
      status: 'released',
      releasedJournalId: (await transferRow(t, inFlightToFail)).reverseJournalId,
    });
    expect(await balanceOf(t, completed!.id)).toBe(500_00n - 101_75n);
    expect(await balanceOf(t, failed!.id)).toBe(500_00n);
    expect(await balanceOf(t, recovered!.id)).toBe(500_00n - 101_75n);
    await expectCleanAudit(t);
  });
});
