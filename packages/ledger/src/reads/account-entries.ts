import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { normalizeId } from '../validate-entries';
import type { IdInput } from '../types';

/** An account's balance before `before`: the sum of its entries whose journal is older, in pesewas. */
export async function accountBalanceBefore(db: Database, accountId: IdInput, before: Date): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
    .select(sql<string>`coalesce(sum(e.amount_pesewas), 0)`.as('total'))
    .where('e.accountId', '=', normalizeId(accountId))
    .where('j.createdAt', '<', before)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/**
 * An account's entries whose journal falls in [from, to), with the journal's id, kind, time and
 * payment, as a subquery an app query joins its own rows to (statements name each payment's people
 * in the same query). Unordered: the caller orders (by createdAt, then entryId).
 */
export function accountEntriesQuery(db: Database, accountId: IdInput, period: { from: Date; to: Date }) {
  return db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
    .select(['e.id as entryId', 'j.id as journalId', 'j.kind', 'j.createdAt', 'e.amountPesewas', 'j.transactionId'])
    .where('e.accountId', '=', normalizeId(accountId))
    .where('j.createdAt', '>=', period.from)
    .where('j.createdAt', '<', period.to);
}
