import type { Database } from '@ghanapay/db';
import { findTransactionToInteractWith, findVisibleTransaction } from './transaction-access';
import { countReactions, deleteReaction, insertReaction, type ReactionCountRow } from './reaction-repository';

export type ReactionSummary = ReactionCountRow;

export async function listReactions(db: Database, viewerId: string, transactionId: number): Promise<ReactionSummary[]> {
  const tx = await findVisibleTransaction(db, viewerId, transactionId);
  return countReactions(db, tx.id, viewerId);
}

export async function addReaction(
  db: Database,
  now: Date,
  viewerId: string,
  transactionId: number,
  emoji: string,
): Promise<ReactionSummary[]> {
  const tx = await findTransactionToInteractWith(db, viewerId, transactionId);
  await insertReaction(db, { transactionId: tx.id, userId: viewerId, emoji, createdAt: now });
  return countReactions(db, tx.id, viewerId);
}

export async function removeReaction(db: Database, viewerId: string, transactionId: number, emoji: string): Promise<ReactionSummary[]> {
  const tx = await findVisibleTransaction(db, viewerId, transactionId);
  await deleteReaction(db, { transactionId: tx.id, userId: viewerId, emoji });
  return countReactions(db, tx.id, viewerId);
}
