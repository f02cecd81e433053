import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { NON_NEGATIVE_KINDS } from './balance-policy';
import { HOLD_ACCOUNT_KIND } from './holds';
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
  /**
   * An outbound transfer's hold ('transfer:<id>') must exist, hold its amount and fee, and be open
   * while the transfer is, captured by its settlement, released by its reversal: with
   * HOLD_ACCOUNT_MISMATCH, payout_pending holds exactly what transfers on their way out hold.
   */
  | { type: 'TRANSFER_HOLD_MISMATCH'; transferId: string; status: string }
  /** A hold account must hold exactly the open holds kept in it (ledger_holds). */
  | { type: 'HOLD_ACCOUNT_MISMATCH'; accountId: string; balancePesewas: bigint; openHoldsPesewas: bigint }
  /** A hold whose journals do not match its status (an open hold captured or released, or an ended one without its journal). */
  | { type: 'HOLD_STATE_MISMATCH'; holdId: string; status: string };

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
 * held or fees account) is negative; all balances together sum to zero; each hold account holds
 * exactly its open holds.
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
  violations.push(...(await auditHolds(trx)));

  return {
    accounts: Number(t.accounts),
    journals: Number(t.journals),
    entries: Number(t.entries),
    customerMoneyPesewas: BigInt(t.customerMoney),
    violations,
  };
}

/**
 * Holds (holds.ts): each hold account's balance equals the sum of the open holds kept in it (a hold
 * paid on twice, or money moved into it behind the holds' back, shows here), and each hold's
 * journals agree with its status.
 */
async function auditHolds(trx: Database): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  const accounts = await sql<{ id: string; balance: string; open: string }>`
    SELECT a.id, a.balance_pesewas AS balance, coalesce(h.open, 0) AS open
    FROM ledger_accounts a
    LEFT JOIN (SELECT hold_account_id, sum(amount_pesewas) AS open FROM ledger_holds WHERE status = 'open' GROUP BY hold_account_id) h
      ON h.hold_account_id = a.id
    WHERE (a.kind = ${HOLD_ACCOUNT_KIND} OR h.hold_account_id IS NOT NULL) AND a.balance_pesewas <> coalesce(h.open, 0)
    ORDER BY a.id`.execute(trx);
  for (const r of accounts.rows) {
    violations.push({
      type: 'HOLD_ACCOUNT_MISMATCH',
      accountId: r.id,
      balancePesewas: BigInt(r.balance),
      openHoldsPesewas: BigInt(r.open),
    });
  }
  const states = await sql<{ id: string; status: string }>`
    SELECT id, status FROM ledger_holds WHERE hold_journal_id IS NULL OR NOT CASE status
      WHEN 'open' THEN captured_journal_id IS NULL AND released_journal_id IS NULL
      WHEN 'captured' THEN captured_journal_id IS NOT NULL AND released_journal_id IS NULL
      ELSE released_journal_id IS NOT NULL AND captured_journal_id IS NULL END
    ORDER BY id`.execute(trx);
  for (const r of states.rows) violations.push({ type: 'HOLD_STATE_MISMATCH', holdId: r.id, status: r.status });
  return violations;
}

/**
 * Money in and out through providers (external_transfers): no transfer is both settled and reversed
 * unless the late-success rule took the money again; each status agrees with its journals; and each
 * outbound transfer's hold agrees with them (a hold that never left, or left twice, shows here).
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

  const holds = await sql<{ id: string; status: string }>`
    SELECT x.id, x.status FROM external_transfers x
    LEFT JOIN ledger_holds h ON h.reference = 'transfer:' || x.id
    WHERE x.direction = 'out' AND (h.id IS NULL
      OR h.amount_pesewas <> x.amount_pesewas + x.fee_pesewas
      OR h.hold_journal_id IS DISTINCT FROM x.hold_journal_id
      OR h.captured_journal_id IS DISTINCT FROM (CASE WHEN x.reverse_journal_id IS NULL THEN x.settle_journal_id END)
      OR h.released_journal_id IS DISTINCT FROM x.reverse_journal_id)
    ORDER BY x.id`.execute(trx);
  for (const r of holds.rows) violations.push({ type: 'TRANSFER_HOLD_MISMATCH', transferId: r.id, status: r.status });
  return violations;
}
