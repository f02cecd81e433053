import type { Database } from '@ghanapay/db';
import { fullName } from '../social-user';
import { countLikes, hasLiked, listLikeRows, toggleLikeRow } from './like-repository';
import { findTransactionToInteractWith, findVisibleTransaction } from './transaction-access';

export interface LikeView {
  id: number;
  userId: string;
  userName: string;
  createdAt: string;
  isMine: boolean;
}

export async function listLikes(db: Database, viewerId: string, transactionId: number): Promise<LikeView[]> {
  const tx = await findVisibleTransaction(db, viewerId, transactionId);
  const rows = await listLikeRows(db, tx.id, viewerId);
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.userId,
    userName: fullName(row),
    createdAt: row.createdAt.toISOString(),
    isMine: row.userId === viewerId,
  }));
}

export async function getUserLike(db: Database, viewerId: string, transactionId: number): Promise<{ liked: boolean }> {
  const tx = await findVisibleTransaction(db, viewerId, transactionId);
  return { liked: await hasLiked(db, tx.id, viewerId) };
}

export async function toggleLike(
  db: Database,
  now: Date,
  viewerId: string,
  transactionId: number,
): Promise<{ liked: boolean; count: number }> {
  const tx = await findTransactionToInteractWith(db, viewerId, transactionId);
  const liked = await db.transaction().execute((trx) => toggleLikeRow(trx, { transactionId: tx.id, userId: viewerId, createdAt: now }));
  return { liked, count: await countLikes(db, tx.id, viewerId) };
}
