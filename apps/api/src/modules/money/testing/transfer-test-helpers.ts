import { auditLedger, getWalletBalanceByUser } from '@ghanapay/ledger';
import { expect } from 'vitest';
import type { TestApp } from '../../../testing/test-app';
import { runDueTransfers } from '../external/transfer-state-machine';

// A user with a balance and verified linked accounts (testing/factories.ts).
export { createWalletUser as walletUser, type WalletUser } from '../../../testing/factories';

export const balanceOf = (t: TestApp, userId: string) => getWalletBalanceByUser(t.deps.db, userId);

/** Every ledger account's balance by code or owner, and the transfers' statuses: what "nothing changed" compares. */
export async function moneyFootprint(t: TestApp) {
  const accounts = await t.deps.db.selectFrom('ledgerAccounts').select(['id', 'balancePesewas']).orderBy('id').execute();
  const transfers = await t.deps.db.selectFrom('externalTransfers').select(['id', 'status']).orderBy('id').execute();
  const banks = await t.deps.db.selectFrom('bankTransfers').select(['id']).orderBy('id').execute();
  return { accounts, transfers, banks };
}

export async function transferRow(t: TestApp, id: string) {
  return t.deps.db.selectFrom('externalTransfers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Drives the job's work until the transfer is final (or `rounds` runs pass): each round moves the
 * clock past the next status check, as the minute job would find it, and waits for the simulator.
 */
export async function runUntilFinal(t: TestApp, id: string, rounds = 12): Promise<string> {
  for (let i = 0; i < rounds; i++) {
    await runDueTransfers(t.deps);
    const row = await transferRow(t, id);
    if (row.status === 'completed' || row.status === 'failed') return row.status;
    await new Promise((resolve) => setTimeout(resolve, 150));
    t.advanceClock(20 * 60_000);
  }
  return (await transferRow(t, id)).status;
}

export async function expectCleanAudit(t: TestApp): Promise<void> {
  expect(await auditLedger(t.deps.db)).toEqual([]);
}

/** A journal's entries by the kind of account they touch ("wallet", "payout_pending", "fees", …). */
export async function journalByKind(t: TestApp, journalId: string | null): Promise<Record<string, bigint>> {
  if (journalId === null) return {};
  const rows = await t.deps.db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .select(['a.kind', 'e.amountPesewas'])
    .where('e.journalId', '=', journalId)
    .execute();
  const byKind: Record<string, bigint> = {};
  for (const r of rows) byKind[r.kind] = (byKind[r.kind] ?? 0n) + BigInt(r.amountPesewas);
  return byKind;
}
