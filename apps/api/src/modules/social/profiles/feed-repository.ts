import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { blockWithAnySql, transactionVisibleToSql } from '../relationship-sql';

export interface FeedRow {
  id: string;
  senderId: string;
  recipientId: string | null;
  amountPesewas: string;
  message: string | null;
  transactionType: string;
  createdAt: Date;
  senderVisibility: string;
  recipientVisibility: string;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderProfileImageUrl: string | null;
  recipientFirstName: string | null;
  recipientLastName: string | null;
  recipientProfileImageUrl: string | null;
  likeCount: string;
  commentCount: string;
}

/**
 * Completed payments `userId` took part in that `viewerId` may see, newest first. Like and comment
 * counts leave out people across a block with the viewer, as the lists do.
 */
export async function listFeedRows(
  db: Database,
  query: { userId: string; viewerId: string; limit: number; beforeId?: number | undefined },
): Promise<FeedRow[]> {
  const { userId, viewerId } = query;
  let builder = db
    .selectFrom('transactions as t')
    .innerJoin('users as s', 's.id', 't.senderId')
    .leftJoin('users as r', 'r.id', 't.recipientId')
    .select((eb) => [
      't.id',
      't.senderId',
      't.recipientId',
      't.amountPesewas',
      't.message',
      't.transactionType',
      't.createdAt',
      't.senderVisibility',
      't.recipientVisibility',
      's.firstName as senderFirstName',
      's.lastName as senderLastName',
      's.profileImageUrl as senderProfileImageUrl',
      'r.firstName as recipientFirstName',
      'r.lastName as recipientLastName',
      'r.profileImageUrl as recipientProfileImageUrl',
      eb
        .selectFrom('transactionLikes as l')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('l.transactionId', '=', 't.id')
        .where(eb.not(blockWithAnySql(viewerId, [sql.ref('l.user_id')])))
        .as('likeCount'),
      eb
        .selectFrom('transactionComments as c')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('c.transactionId', '=', 't.id')
        .where(eb.not(blockWithAnySql(viewerId, [sql.ref('c.user_id')])))
        .as('commentCount'),
    ])
    .where((eb) => eb.or([eb('t.senderId', '=', userId), eb('t.recipientId', '=', userId)]))
    .where('t.status', '=', 'completed')
    .where(transactionVisibleToSql(viewerId));
  if (query.beforeId !== undefined) builder = builder.where('t.id', '<', String(query.beforeId));
  const rows = await builder.orderBy('t.id', 'desc').limit(query.limit).execute();
  return rows as FeedRow[];
}
