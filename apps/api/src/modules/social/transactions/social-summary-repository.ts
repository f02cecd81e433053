import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { blockWithAnySql } from '../relationship-sql';

export interface SocialSummary {
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
}

/**
 * Like and comment counts for a page of transactions (the history shows them on each item), in two
 * grouped queries. People across a block with the viewer are not counted, as in the lists.
 */
export async function loadSocialSummaries(
  db: Database,
  viewerId: string,
  transactionIds: (string | number)[],
): Promise<Map<number, SocialSummary>> {
  const ids = [...new Set(transactionIds.map(String))];
  const summaries = new Map<number, SocialSummary>(ids.map((id) => [Number(id), { likeCount: 0, commentCount: 0, likedByMe: false }]));
  if (ids.length === 0) return summaries;
  const [likes, comments] = await Promise.all([
    db
      .selectFrom('transactionLikes as l')
      .select((eb) => [
        'l.transactionId',
        eb.fn.countAll<string>().as('count'),
        sql<boolean>`bool_or(l.user_id = ${viewerId}::uuid)`.as('mine'),
      ])
      .where('l.transactionId', 'in', ids)
      .where((eb) => eb.not(blockWithAnySql(viewerId, [sql.ref('l.user_id')])))
      .groupBy('l.transactionId')
      .execute(),
    db
      .selectFrom('transactionComments as c')
      .select((eb) => ['c.transactionId', eb.fn.countAll<string>().as('count')])
      .where('c.transactionId', 'in', ids)
      .where((eb) => eb.not(blockWithAnySql(viewerId, [sql.ref('c.user_id')])))
      .groupBy('c.transactionId')
      .execute(),
  ]);
  for (const row of likes) {
    const summary = summaries.get(Number(row.transactionId))!;
    summary.likeCount = Number(row.count);
    summary.likedByMe = row.mine;
  }
  for (const row of comments) summaries.get(Number(row.transactionId))!.commentCount = Number(row.count);
  return summaries;
}
