import type { Database } from '@ghanapay/db';

/** The two tables of accounts money can move to; cards live apart (they are never a payout target). */
export type LinkedAccountTable = 'mobileMoneyAccounts' | 'bankAccounts';

/**
 * Locks every row of the user's accounts of one kind, in id order: set-default and toggle read and
 * write the kind as a whole, so concurrent calls queue here instead of racing (the partial unique
 * index is the last line: at most one default).
 */
export async function lockUserAccounts(trx: Database, table: LinkedAccountTable, userId: string) {
  return trx.selectFrom(table).select(['id', 'isActive', 'isDefault']).where('userId', '=', userId).orderBy('id').forUpdate().execute();
}

export async function clearDefault(trx: Database, table: LinkedAccountTable, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable(table)
    .set({ isDefault: false, updatedAt: now })
    .where('userId', '=', userId)
    .where('isDefault', '=', true)
    .execute();
}

export async function markDefault(trx: Database, table: LinkedAccountTable, userId: string, id: string, now: Date): Promise<void> {
  await trx.updateTable(table).set({ isDefault: true, updatedAt: now }).where('userId', '=', userId).where('id', '=', id).execute();
}

export async function setActive(
  trx: Database,
  table: LinkedAccountTable,
  userId: string,
  id: string,
  isActive: boolean,
  now: Date,
): Promise<void> {
  // An inactive account cannot stay the default (a default must be usable).
  await trx
    .updateTable(table)
    .set(isActive ? { isActive, updatedAt: now } : { isActive, isDefault: false, updatedAt: now })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteLinkedAccount(trx: Database, table: LinkedAccountTable, userId: string, id: string): Promise<boolean> {
  const result = await trx.deleteFrom(table).where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
