import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import { assertNotBlocked } from '../blocks/block-service';
import { findTransactionVisibleTo, type VisibleTransactionRow } from './transaction-access-repository';

/** Hidden and missing look the same (404), so nobody learns that a private payment exists. */
export async function findVisibleTransaction(db: Database, viewerId: string, transactionId: number): Promise<VisibleTransactionRow> {
  const tx = await findTransactionVisibleTo(db, viewerId, transactionId);
  if (!tx) throw new AppError('NOT_FOUND', 'Transaction not found');
  return tx;
}

/**
 * Reacting, liking and commenting reach the other party, so a party cannot do it across a block
 * (403). Others never see a transaction across a block in the first place.
 */
export async function findTransactionToInteractWith(db: Database, viewerId: string, transactionId: number): Promise<VisibleTransactionRow> {
  const tx = await findVisibleTransaction(db, viewerId, transactionId);
  const counterparty = tx.senderId === viewerId ? tx.recipientId : tx.recipientId === viewerId ? tx.senderId : null;
  if (counterparty) await assertNotBlocked(db, { actorId: viewerId, targetId: counterparty, action: 'interact' });
  return tx;
}
