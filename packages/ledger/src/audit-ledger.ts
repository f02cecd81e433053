import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { NON_NEGATIVE_KINDS } from './balance-policy';
import type {} from './types';

export type LedgerViolation =
  | { type: 'UNBALANCED_JOURNAL'; journalId: string; sumPesewas: bigint }
  | { type: 'EMPTY_JOURNAL'; journalId: string }
  | { type: 'BALANCE_MISMATCH'; accountId: string; cachedPesewas: bigint; entriesPesewas: bigint }
  | { type: 'NEGATIVE_BALANCE'; accountId: string; accountKind: string; balancePesewas: bigint }
  | { type: 'LEDGER_NOT_ZERO_SUM'; totalPesewas: bigint };

export interface LedgerAuditReport {
  accounts: number;
  journals: number;
  entries: number;
  /** Money held in wallets, held funds and fees: what the funding and settlement accounts owe. */
  customerMoneyPesewas: bigint;
  violations: LedgerViolation[];
}

/**
 * Checks every invariant of the ledger on one consistent snapshot: each journal has entries and
 * they sum to zero; each cached balance equals the sum of its account's entries; no wallet (nor
 * held or fees account) is negative; all balances together sum to zero.
 * Given a Database it opens a REPEATABLE READ, read-only transaction, so postings that commit while
 * it runs cannot produce false alarms; given a transaction it reads in that transaction.
 */
export async function auditLedger(executor: Database): Promise<LedgerViolation[]> {
  return (await auditLedgerReport(executor)).violations;
}

export async function auditLedgerReport(executor: Database): Promise<LedgerAuditReport> {
  if (executor.isTransaction) return runChecks(executor);
  return executor.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(runChecks);
}

async function runChecks(trx: Database): Promise<LedgerAuditReport> {
  const violations: LedgerViolation[] = [];

  const unbalanced = await sql<{ journalId: string; sumPesewas: string }>`
    SELECT journal_id, sum(amount_pesewas) AS sum_pesewas FROM ledger_entries
    GROUP BY journal_id HAVING sum(amount_pesewas) <> 0 ORDER BY journal_id`.execute(trx);
  for (const r of unbalanced.rows)
    violations.push({ type: 'UNBALANCED_JOURNAL', journalId: r.journalId, sumPesewas: BigInt(r.sumPesewas) });

  const empty = await sql<{ id: string }>`
    SELECT j.id FROM ledger_journals j
    WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.journal_id = j.id) ORDER BY j.id`.execute(trx);
  for (const r of empty.rows) violations.push({ type: 'EMPTY_JOURNAL', journalId: r.id });

  const mismatched = await sql<{ id: string; cached: string; fromEntries: string }>`
    SELECT a.id, a.balance_pesewas AS cached, coalesce(e.total, 0) AS from_entries
    FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, sum(amount_pesewas) AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
    WHERE a.balance_pesewas <> coalesce(e.total, 0) ORDER BY a.id`.execute(trx);
  for (const r of mismatched.rows) {
    violations.push({ type: 'BALANCE_MISMATCH', accountId: r.id, cachedPesewas: BigInt(r.cached), entriesPesewas: BigInt(r.fromEntries) });
  }

  const nonNegativeKinds = sql.join([...NON_NEGATIVE_KINDS]);
  const negative = await sql<{ id: string; kind: string; balancePesewas: string }>`
    SELECT id, kind, balance_pesewas FROM ledger_accounts
    WHERE balance_pesewas < 0 AND kind IN (${nonNegativeKinds}) ORDER BY id`.execute(trx);
  for (const r of negative.rows) {
    violations.push({ type: 'NEGATIVE_BALANCE', accountId: r.id, accountKind: r.kind, balancePesewas: BigInt(r.balancePesewas) });
  }

  const totals = await sql<{ accounts: string; total: string; customerMoney: string; journals: string; entries: string }>`
    SELECT count(*) AS accounts,
           coalesce(sum(balance_pesewas), 0) AS total,
           coalesce(sum(balance_pesewas) FILTER (WHERE kind IN (${nonNegativeKinds})), 0) AS customer_money,
           (SELECT count(*) FROM ledger_journals) AS journals,
           (SELECT count(*) FROM ledger_entries) AS entries
    FROM ledger_accounts`.execute(trx);
  const t = totals.rows[0]!;
  if (BigInt(t.total) !== 0n) violations.push({ type: 'LEDGER_NOT_ZERO_SUM', totalPesewas: BigInt(t.total) });

  return {
    accounts: Number(t.accounts),
    journals: Number(t.journals),
    entries: Number(t.entries),
    customerMoneyPesewas: BigInt(t.customerMoney),
    violations,
  };
}
