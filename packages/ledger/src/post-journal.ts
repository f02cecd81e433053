import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { mapDatabaseError } from './database-error';
import { inTransaction } from './in-transaction';
import { LedgerError } from './ledger-error';
import { normalizeId, validateEntries, validateJournalKind } from './validate-entries';
import type { JournalId, PostedEntry, PostedJournal, PostJournalInput } from './types';

/**
 * Posts one balanced journal and updates the cached balances of the accounts it touches, in the
 * caller's transaction (or a transaction of its own when given a plain Database).
 *
 * Throws LedgerError: the entry checks of validateEntries, ACCOUNT_NOT_FOUND, and INSUFFICIENT_FUNDS
 * when a wallet, held or fees account would go below zero, and LIMIT_EXCEEDED when a wallet would
 * pass its tier's daily, monthly or balance limit (details: accountId, limit, limitPesewas,
 * usedPesewas). These are thrown before anything is written, so the caller's transaction stays usable.
 */
export async function postJournal(executor: Database, input: PostJournalInput): Promise<PostedJournal> {
  const entries = validateEntries(input.entries);
  const kind = validateJournalKind(input.kind);
  const transactionId = input.transactionId == null ? null : normalizeId(input.transactionId, 'transaction');
  return inTransaction(executor, (trx) =>
    writeJournal(trx, { kind, transactionId, description: input.description ?? null, reversesJournalId: null, entries }),
  );
}

export interface ValidatedJournal {
  kind: string;
  transactionId: string | null;
  description: string | null;
  reversesJournalId: JournalId | null;
  entries: PostedEntry[];
}

/**
 * Writes the journal in one call of the database's `ledger_post` (sql/ledger_post.sql), which posts
 * through ledger_write_postings, the one place that writes entries and checks them (sql/ledger_write_postings.sql): it
 * locks the accounts in ascending id order (so two postings touching the same accounts wait for each
 * other instead of deadlocking, and no balance changes between the check and the write), and refuses
 * a missing account, a balance that would go below zero or a tier limit passed without leaving
 * anything written (its own subtransaction: the caller's transaction stays usable); otherwise the
 * journal, its entries and the balances are written. Needs a transaction and entries that passed
 * validateEntries.
 */
export async function writeJournal(trx: Database, journal: ValidatedJournal): Promise<PostedJournal> {
  const accounts = journal.entries.map((e) => e.accountId);
  const amounts = journal.entries.map((e) => e.amountPesewas.toString());
  let rows: LedgerPostRow[];
  try {
    const result = await sql<LedgerPostRow>`
      SELECT outcome, journal_id, account_id, account_kind, balance_pesewas, required_pesewas
      FROM ledger_post(${journal.kind}, ${journal.transactionId}::bigint, ${journal.description}, ${journal.reversesJournalId}::bigint,
        ${accounts}::bigint[], ${amounts}::bigint[])`.execute(trx);
    rows = result.rows;
  } catch (error) {
    throw mapDatabaseError(error);
  }
  const outcome = rows[0]?.outcome;
  if (outcome === 'missing') {
    const missing = rows.map((r) => r.accountId);
    throw new LedgerError('ACCOUNT_NOT_FOUND', `No ledger account ${missing.join(', ')}`, { accountIds: missing });
  }
  if (outcome === 'insufficient') {
    const short = rows[0]!;
    const balancePesewas = BigInt(short.balancePesewas!);
    const requiredPesewas = BigInt(short.requiredPesewas!);
    throw new LedgerError('INSUFFICIENT_FUNDS', `Account ${short.accountId} has ${balancePesewas} pesewas, needs ${requiredPesewas}`, {
      accountId: short.accountId,
      accountKind: short.accountKind,
      balancePesewas,
      requiredPesewas,
    });
  }
  if (outcome === 'limit') {
    // ledger_post's 'limit' row: the limit's name in account_kind, the limit in balance_pesewas, what
    // is used (or, for the balance limit, the balance) in required_pesewas.
    const breach = rows[0]!;
    throw limitExceeded({
      accountId: breach.accountId,
      limit: breach.accountKind as TierLimitKind,
      limitPesewas: BigInt(breach.balancePesewas!),
      usedPesewas: BigInt(breach.requiredPesewas!),
    });
  }
  if (outcome !== 'posted') throw new Error(`ledger_post answered ${String(outcome)}`);
  return {
    journalId: rows[0]!.journalId!,
    kind: journal.kind,
    transactionId: journal.transactionId,
    reversesJournalId: journal.reversesJournalId,
    entries: journal.entries,
    balances: rows
      .map((r) => ({ accountId: r.accountId, balancePesewas: BigInt(r.balancePesewas!) }))
      .sort((a, b) => (BigInt(a.accountId) < BigInt(b.accountId) ? -1 : 1)),
  };
}

type TierLimitKind = 'daily' | 'monthly' | 'balance';

export interface LimitBreach {
  /** The wallet that would pass its limit. */
  accountId: string;
  limit: TierLimitKind;
  limitPesewas: bigint;
  /** Already sent today / this month, or (balance limit) the balance now. */
  usedPesewas: bigint;
}

function limitExceeded(breach: LimitBreach): LedgerError {
  return new LedgerError('LIMIT_EXCEEDED', `Account ${breach.accountId} would pass its ${breach.limit} limit`, { ...breach });
}

interface LedgerPostRow {
  outcome: 'posted' | 'missing' | 'insufficient' | 'limit';
  journalId: string | null;
  accountId: string;
  accountKind: string | null;
  balancePesewas: string | null;
  requiredPesewas: string | null;
}
