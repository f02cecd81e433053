import type { Database } from '@ghanapay/db';
import { LedgerError } from './ledger-error';
import type { AccountId } from './types';

export interface LockedAccount {
  id: AccountId;
  kind: string;
  balancePesewas: bigint;
}

/**
 * Locks the accounts FOR UPDATE in ascending id order. Every posting locks in the same order, so
 * two transfers touching the same wallets wait for each other instead of deadlocking, and the
 * balance read here cannot change before this transaction writes it (no lost update).
 * PostgreSQL locks the rows as the sorted rows come out, so ORDER BY id fixes the locking order.
 */
export async function lockAccounts(trx: Database, ids: readonly AccountId[]): Promise<Map<AccountId, LockedAccount>> {
  const rows = await trx
    .selectFrom('ledgerAccounts')
    .select(['id', 'kind', 'balancePesewas'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
  const locked = new Map<AccountId, LockedAccount>();
  for (const row of rows) {
    locked.set(row.id, { id: row.id, kind: row.kind, balancePesewas: BigInt(row.balancePesewas) });
  }
  const missing = ids.filter((id) => !locked.has(id));
  if (missing.length > 0) {
    throw new LedgerError('ACCOUNT_NOT_FOUND', `No ledger account ${missing.join(', ')}`, { accountIds: missing });
  }
  return locked;
}
