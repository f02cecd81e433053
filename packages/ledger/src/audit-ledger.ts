import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { NON_NEGATIVE_KINDS } from './balance-policy';
import type {} from './types';

export type LedgerViolation =
  | { type: 'UNBALANCED_JOURNAL'; journalId: string; sumPesewas: bigint }
  | { type: 'EMPTY_JOURNAL'; journalId: string }
  | { type: 'BALANCE_MISMATCH'; accountId: string; cachedPesewas: bigint; entriesPesewas: bigint }
  | { type: 'NEGATIVE_BALANCE'; accountId: string; accountKind: string; balancePesewas: bigint }
  | { type: 'LEDGER_NOT_ZERO_SUM'; totalPesewas: bigint }
  /** An external transfer whose money left the pending account twice (settled and reversed, not recovered). */
  | { type: 'TRANSFER_SETTLED_AND_REVERSED'; transferId: string }
  /** A final transfer whose journals do not match its status, or an open one already settled or reversed. */
  | { type: 'TRANSFER_STATE_MISMATCH'; transferId: string; status: string }
  /** payout_pending must hold exactly the amount and fee of every transfer still on its way out. */
  | { type: 'PAYOUT_PENDING_MISMATCH'; balancePesewas: bigint; openTransfersPesewas: bigint };

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

  violations.push(...(await auditExternalTransfers(trx)));

  return {
    accounts: Number(t.accounts),
    journals: Number(t.journals),
    entries: Number(t.entries),
    customerMoneyPesewas: BigInt(t.customerMoney),
    violations,
  };
}

/**
 * Money in and out through providers (external_transfers): no transfer is both settled and reversed
 * unless the late-success rule took the money again; each status agrees with its journals; and the
 * payout_pending account holds exactly what open outbound transfers hold (a hold that never left, or
 * left twice, shows here).
 */
async function auditExternalTransfers(trx: Database): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  const both = await sql<{ id: string }>`
    SELECT id FROM external_transfers
    WHERE settle_journal_id IS NOT NULL AND reverse_journal_id IS NOT NULL AND recover_journal_id IS NULL ORDER BY id`.execute(trx);
  for (const r of both.rows) violations.push({ type: 'TRANSFER_SETTLED_AND_REVERSED', transferId: r.id });

  const mismatched = await sql<{ id: string; status: string }>`
    SELECT id, status FROM external_transfers WHERE direction = 'out' AND NOT CASE status
      WHEN 'completed' THEN settle_journal_id IS NOT NULL AND (reverse_journal_id IS NULL OR recover_journal_id IS NOT NULL)
      WHEN 'failed' THEN reverse_journal_id IS NOT NULL AND settle_journal_id IS NULL
      WHEN 'review' THEN settle_journal_id IS NULL
      ELSE settle_journal_id IS NULL AND reverse_journal_id IS NULL END
    UNION ALL
    SELECT id, status FROM external_transfers WHERE direction = 'in'
      AND (status = 'completed') <> (settle_journal_id IS NOT NULL)
    ORDER BY id`.execute(trx);
  for (const r of mismatched.rows) violations.push({ type: 'TRANSFER_STATE_MISMATCH', transferId: r.id, status: r.status });

  const pending = await sql<{ balance: string; open: string }>`
    SELECT (SELECT coalesce(sum(balance_pesewas), 0) FROM ledger_accounts WHERE kind = 'payout_pending') AS balance,
           (SELECT coalesce(sum(amount_pesewas + fee_pesewas), 0) FROM external_transfers
            WHERE direction = 'out' AND settle_journal_id IS NULL AND reverse_journal_id IS NULL) AS open`.execute(trx);
  const p = pending.rows[0]!;
  if (BigInt(p.balance) !== BigInt(p.open)) {
    violations.push({ type: 'PAYOUT_PENDING_MISMATCH', balancePesewas: BigInt(p.balance), openTransfersPesewas: BigInt(p.open) });
  }
  return violations;
}
