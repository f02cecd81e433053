import { auditLedger, creditFromFunding, getWalletBalanceByUser } from '@ghanapay/ledger';
import { expect } from 'vitest';
import type { TestApp } from '../../../testing/test-app';
import { createUser, type SocialTestUser } from '../../social/testing/social-test-helpers';
import { runDueTransfers } from '../external/transfer-state-machine';

export interface WalletUser extends SocialTestUser {
  /** "momo-N": a verified, active MTN MoMo wallet of theirs. */
  mtn: string;
  /** "momo-N": a verified Telecel Cash wallet (paid through the aggregator). */
  telecel: string;
  /** "bank-N": a verified GCB account. */
  bank: string;
  /** The MTN wallet's number, E.164. */
  mtnPhone: string;
}

let counter = 0;

/** A signed-in user with a balance and three verified linked accounts (numbers the simulators pay normally). */
export async function walletUser(t: TestApp, balancePesewas = 1_000_00n, mtnPhone?: string): Promise<WalletUser> {
  const n = String(++counter).padStart(4, '0');
  const user = await createUser(t, { ageDays: 30 });
  if (balancePesewas > 0n) await creditFromFunding(t.deps.db, { userId: user.id, amountPesewas: balancePesewas });
  const phone = mtnPhone ?? `+23324555${n}`;
  const mtn = await t.deps.db
    .insertInto('mobileMoneyAccounts')
    .values({
      userId: user.id,
      provider: 'MTN MoMo',
      phoneNumber: phone,
      accountName: user.name,
      isVerified: true,
      verificationStatus: 'verified',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const telecel = await t.deps.db
    .insertInto('mobileMoneyAccounts')
    .values({
      userId: user.id,
      provider: 'Vodafone Cash',
      phoneNumber: `+23320555${n}`,
      accountName: user.name,
      isVerified: true,
      verificationStatus: 'verified',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bank = await t.deps.db
    .insertInto('bankAccounts')
    .values({
      userId: user.id,
      bankName: 'GCB Bank',
      bankCode: 'GCB',
      accountNumber: `104000${n}55`,
      accountName: user.name,
      isVerified: true,
      verificationStatus: 'verified',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...user, mtn: `momo-${mtn.id}`, telecel: `momo-${telecel.id}`, bank: `bank-${bank.id}`, mtnPhone: phone };
}

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
