import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { mayGoNegative } from './balance-policy';
import { mapDatabaseError } from './database-error';
import { inTransaction } from './in-transaction';
import { LedgerError } from './ledger-error';
import { lockAccounts } from './lock-accounts';
import { normalizeId, validateEntries, validateJournalKind } from './validate-entries';
import type { JournalId, PostedEntry, PostedJournal, PostJournalInput } from './types';

/**
 * Posts one balanced journal and updates the cached balances of the accounts it touches, in the
 * caller's transaction (or a transaction of its own when given a plain Database).
 *
 * Throws LedgerError: the entry checks of validateEntries, ACCOUNT_NOT_FOUND, and INSUFFICIENT_FUNDS
 * when a wallet, held or fees account would go below zero. These are thrown before anything is
 * written, so the caller's transaction stays usable.
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

/** Locks, checks funds and writes. Needs a transaction and entries that passed validateEntries. */
export async function writeJournal(trx: Database, journal: ValidatedJournal): Promise<PostedJournal> {
  const accounts = await lockAccounts(
    trx,
    journal.entries.map((e) => e.accountId),
  );
  for (const entry of journal.entries) {
    const account = accounts.get(entry.accountId)!;
    const after = account.balancePesewas + entry.amountPesewas;
    if (entry.amountPesewas < 0n && after < 0n && !mayGoNegative(account.kind)) {
      throw new LedgerError(
        'INSUFFICIENT_FUNDS',
        `Account ${account.id} has ${account.balancePesewas} pesewas, needs ${-entry.amountPesewas}`,
        {
          accountId: account.id,
          accountKind: account.kind,
          balancePesewas: account.balancePesewas,
          requiredPesewas: -entry.amountPesewas,
        },
      );
    }
  }

  // One statement writes the journal, its entries and the balances: the fewer round trips while the
  // accounts are locked, the less a busy (hot) account makes other payers wait.
  const moves = sql.join(journal.entries.map((e) => sql`(${e.accountId}::bigint, ${e.amountPesewas.toString()}::bigint)`));
  let rows: { journalId: string; accountId: string; balancePesewas: string }[];
  try {
    const result = await sql<{ journalId: string; accountId: string; balancePesewas: string }>`
      WITH journal AS (
        INSERT INTO ledger_journals (kind, transaction_id, description, reverses_journal_id)
        VALUES (${journal.kind}, ${journal.transactionId}::bigint, ${journal.description}, ${journal.reversesJournalId}::bigint)
        RETURNING id
      ), moves (account_id, amount_pesewas) AS (
        VALUES ${moves}
      ), posted AS (
        INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas)
        SELECT journal.id, moves.account_id, moves.amount_pesewas FROM journal CROSS JOIN moves
      ), updated AS (
        UPDATE ledger_accounts AS account SET balance_pesewas = account.balance_pesewas + moves.amount_pesewas
        FROM moves WHERE account.id = moves.account_id
        RETURNING account.id, account.balance_pesewas
      )
      SELECT journal.id AS journal_id, updated.id AS account_id, updated.balance_pesewas
      FROM journal CROSS JOIN updated
      ORDER BY updated.id`.execute(trx);
    rows = result.rows;
  } catch (error) {
    throw mapDatabaseError(error);
  }

  return {
    journalId: rows[0]!.journalId,
    kind: journal.kind,
    transactionId: journal.transactionId,
    reversesJournalId: journal.reversesJournalId,
    entries: journal.entries,
    balances: rows.map((r) => ({ accountId: r.accountId, balancePesewas: BigInt(r.balancePesewas) })),
  };
}
