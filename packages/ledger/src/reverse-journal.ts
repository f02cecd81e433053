import type { Database } from '@ghanapay/db';
import { inTransaction } from './in-transaction';
import { LedgerError } from './ledger-error';
import { writeJournal } from './post-journal';
import { normalizeId, validateEntries, validateJournalKind } from './validate-entries';
import type { IdInput, PostedJournal } from './types';

export interface ReverseJournalOptions {
  /** Defaults to `reversal`. */
  kind?: string;
  description?: string | null;
}

/**
 * Posts the mirror image of a journal (every entry negated), linked to it by reverses_journal_id,
 * under the same transaction id. A journal is reversed at most once (checked under a lock on the
 * original journal, and by a unique index), and a reversal is not itself reversed: posting the
 * movement again is a new journal. Like any posting, a reversal that would take a wallet below zero
 * (the recipient already spent the money) fails with INSUFFICIENT_FUNDS and moves nothing.
 */
export async function reverseJournal(executor: Database, journalId: IdInput, options: ReverseJournalOptions = {}): Promise<PostedJournal> {
  const id = normalizeId(journalId, 'journal');
  const kind = validateJournalKind(options.kind ?? 'reversal');
  return inTransaction(executor, async (trx) => {
    const original = await trx
      .selectFrom('ledgerJournals')
      .select(['id', 'transactionId', 'reversesJournalId'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!original) throw new LedgerError('JOURNAL_NOT_FOUND', `No journal ${id}`, { journalId: id });
    if (original.reversesJournalId !== null) {
      throw new LedgerError('CANNOT_REVERSE_REVERSAL', `Journal ${id} is itself a reversal`, { journalId: id });
    }
    const existing = await trx.selectFrom('ledgerJournals').select('id').where('reversesJournalId', '=', id).executeTakeFirst();
    if (existing) {
      throw new LedgerError('ALREADY_REVERSED', `Journal ${id} was already reversed by journal ${existing.id}`, {
        journalId: id,
        reversalJournalId: existing.id,
      });
    }
    const entries = await trx
      .selectFrom('ledgerEntries')
      .select(['accountId', 'amountPesewas'])
      .where('journalId', '=', id)
      .orderBy('id')
      .execute();
    const mirrored = validateEntries(entries.map((e) => ({ accountId: e.accountId, amountPesewas: -BigInt(e.amountPesewas) })));
    return writeJournal(trx, {
      kind,
      transactionId: original.transactionId,
      description: options.description ?? `Reversal of journal ${id}`,
      reversesJournalId: id,
      entries: mirrored,
    });
  });
}
