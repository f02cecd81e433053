import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { blockWithAnySql } from '../relationship-sql';

export interface LikeRow {
  id: string;
  userId: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
}

export async function listLikeRows(db: Database, transactionId: string, viewerId: string): Promise<LikeRow[]> {
  return db
    .selectFrom('transactionLikes as l')
    .leftJoin('users as u', 'u.id', 'l.userId')
    .select(['l.id', 'l.userId', 'l.createdAt', 'u.firstName', 'u.lastName'])
    .where('l.transactionId', '=', transactionId)
    .where((eb) => eb.not(blockWithAnySql(viewerId, [sql.ref('l.user_id')])))
    .orderBy('l.createdAt', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}

export async function hasLiked(db: Database, transactionId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('transactionLikes')
    .select('id')
    .where('transactionId', '=', transactionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countLikes(db: Database, transactionId: string, viewerId: string): Promise<number> {
  const row = await db
    .selectFrom('transactionLikes as l')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('l.transactionId', '=', transactionId)
    .where((eb) => eb.not(blockWithAnySql(viewerId, [sql.ref('l.user_id')])))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Likes, or un-likes when the like exists; true when the user likes it afterwards. */
export async function toggleLikeRow(db: Database, like: { transactionId: string; userId: string; createdAt: Date }): Promise<boolean> {
  const inserted = await db
    .insertInto('transactionLikes')
    .values(like)
    .onConflict((oc) => oc.constraint('transaction_likes_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return true;
  await db.deleteFrom('transactionLikes').where('transactionId', '=', like.transactionId).where('userId', '=', like.userId).execute();
  return false;
}
