import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import type { AccountId } from './types';

/**
 * The user's wallet account, created with a zero balance if missing. Idempotent and race-safe:
 * two concurrent callers both get the one wallet (ON CONFLICT on the one-wallet-per-user index).
 * Reads first, so the usual call writes nothing and uses no identity value.
 */
export async function ensureWalletAccount(executor: Database, userId: string): Promise<AccountId> {
  const existing = await findWalletAccount(executor, userId);
  if (existing) return existing;
  const inserted = await executor
    .insertInto('ledgerAccounts')
    .values({ kind: 'wallet', userId })
    // A literal, not a parameter, so PostgreSQL can match the partial unique index.
    .onConflict((oc) => oc.column('userId').where('kind', '=', sql.lit('wallet')).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  // Another transaction created it between our read and our insert and has committed (the insert
  // waited for it); a READ COMMITTED read now sees it. Under REPEATABLE READ the insert fails with a
  // serialization error instead, which the caller retries.
  const created = await findWalletAccount(executor, userId);
  if (!created) throw new Error(`Wallet of user ${userId} vanished while being created`);
  return created;
}

export async function findWalletAccount(executor: Database, userId: string): Promise<AccountId | undefined> {
  const row = await executor
    .selectFrom('ledgerAccounts')
    .select('id')
    .where('userId', '=', userId)
    .where('kind', '=', 'wallet')
    .executeTakeFirst();
  return row?.id;
}
