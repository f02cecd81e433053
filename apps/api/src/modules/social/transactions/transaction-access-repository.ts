import type { Database } from '@ghanapay/db';
import { transactionVisibleToSql } from '../relationship-sql';

export interface VisibleTransactionRow {
  id: string;
  senderId: string;
  recipientId: string | null;
  status: string;
  senderVisibility: string;
  recipientVisibility: string;
}

/** The transaction when `viewerId` may see it; undefined when it does not exist or is hidden. */
export async function findTransactionVisibleTo(
  db: Database,
  viewerId: string,
  transactionId: number,
): Promise<VisibleTransactionRow | undefined> {
  return db
    .selectFrom('transactions as t')
    .select(['t.id', 't.senderId', 't.recipientId', 't.status', 't.senderVisibility', 't.recipientVisibility'])
    .where('t.id', '=', String(transactionId))
    .where(transactionVisibleToSql(viewerId))
    .executeTakeFirst();
}
