import type { Database } from '@ghanapay/db';
import { fullName } from '../social-user';
import type { CommentRow } from './comment-repository';
import { insertComment, listCommentRows } from './comment-repository';
import { findTransactionToInteractWith, findVisibleTransaction } from './transaction-access';

/** A thread longer than this shows its latest comments. */
const COMMENTS_SHOWN = 200;

export interface CommentView {
  id: number;
  userId: string;
  userName: string;
  comment: string;
  createdAt: string;
  isMine: boolean;
}

function toCommentView(row: CommentRow, viewerId: string): CommentView {
  return {
    id: Number(row.id),
    userId: row.userId,
    userName: fullName(row),
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    isMine: row.userId === viewerId,
  };
}

export async function listComments(db: Database, viewerId: string, transactionId: number): Promise<CommentView[]> {
  const tx = await findVisibleTransaction(db, viewerId, transactionId);
  const rows = await listCommentRows(db, tx.id, viewerId, COMMENTS_SHOWN);
  return rows.map((row) => toCommentView(row, viewerId));
}

/** `comment` arrives trimmed and within the length rule (see add-comment.types.ts). */
export async function addComment(db: Database, now: Date, viewerId: string, transactionId: number, comment: string): Promise<CommentView> {
  const tx = await findTransactionToInteractWith(db, viewerId, transactionId);
  const row = await insertComment(db, { transactionId: tx.id, userId: viewerId, comment, createdAt: now });
  return toCommentView(row, viewerId);
}
