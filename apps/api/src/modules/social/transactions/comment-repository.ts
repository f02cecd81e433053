import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { blockWithAnySql } from '../relationship-sql';

export interface CommentRow {
  id: string;
  userId: string;
  comment: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
}

function selectComments(db: Database) {
  return db
    .selectFrom('transactionComments as c')
    .leftJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id', 'c.userId', 'c.comment', 'c.createdAt', 'u.firstName', 'u.lastName']);
}

/** The latest `limit` comments, oldest first (a conversation reads downwards), without users across a block. */
export async function listCommentRows(db: Database, transactionId: string, viewerId: string, limit: number): Promise<CommentRow[]> {
  const rows = await selectComments(db)
    .where('c.transactionId', '=', transactionId)
    .where((eb) => eb.not(blockWithAnySql(viewerId, [sql.ref('c.user_id')])))
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function insertComment(
  db: Database,
  comment: { transactionId: string; userId: string; comment: string; createdAt: Date },
): Promise<CommentRow> {
  const { id } = await db.insertInto('transactionComments').values(comment).returning('id').executeTakeFirstOrThrow();
  return selectComments(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}
