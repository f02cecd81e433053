import type { Database } from '@ghanapay/db';

/** The journal of this kind that belongs to a payment (e.g. the one that moved a held payment aside). */
export async function journalOfTransaction(db: Database, transactionId: string, kind: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('ledgerJournals')
    .select('id')
    .where('transactionId', '=', transactionId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.id;
}

/** The journal of one of these kinds that belongs to a payment, is no reversal and has not been reversed. */
export async function unreversedJournalOfTransaction(
  db: Database,
  transactionId: string,
  kinds: readonly string[],
): Promise<string | undefined> {
  if (kinds.length === 0) return undefined;
  const row = await db
    .selectFrom('ledgerJournals as j')
    .select('j.id')
    .where('j.transactionId', '=', transactionId)
    .where('j.kind', 'in', kinds)
    .where('j.reversesJournalId', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('ledgerJournals as r').select('r.id').whereRef('r.reversesJournalId', '=', 'j.id'))),
    )
    .executeTakeFirst();
  return row?.id;
}
