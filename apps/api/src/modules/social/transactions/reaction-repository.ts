import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { blockWithAnySql } from '../relationship-sql';

export interface ReactionCountRow {
  emoji: string;
  count: number;
  reactedByMe: boolean;
}

/** Emoji counts, most used first (ties: the earliest first), leaving out users across a block. */
export async function countReactions(db: Database, transactionId: string, viewerId: string): Promise<ReactionCountRow[]> {
  const rows = await db
    .selectFrom('transactionReactions as r')
    .select((eb) => [
      'r.emoji',
      eb.fn.countAll<string>().as('count'),
      sql<boolean>`bool_or(r.user_id = ${viewerId}::uuid)`.as('reactedByMe'),
      eb.fn.min('r.createdAt').as('firstAt'),
    ])
    .where('r.transactionId', '=', transactionId)
    .where((eb) => eb.not(blockWithAnySql(viewerId, [sql.ref('r.user_id')])))
    .groupBy('r.emoji')
    .orderBy('count', 'desc')
    .orderBy('firstAt', 'asc')
    .execute();
  return rows.map((r) => ({ emoji: r.emoji, count: Number(r.count), reactedByMe: r.reactedByMe }));
}

/** Once per user and emoji: a repeat is a no-op. */
export async function insertReaction(
  db: Database,
  reaction: { transactionId: string; userId: string; emoji: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('transactionReactions')
    .values(reaction)
    .onConflict((oc) => oc.constraint('transaction_reactions_once').doNothing())
    .execute();
}

export async function deleteReaction(db: Database, reaction: { transactionId: string; userId: string; emoji: string }): Promise<void> {
  await db
    .deleteFrom('transactionReactions')
    .where('transactionId', '=', reaction.transactionId)
    .where('userId', '=', reaction.userId)
    .where('emoji', '=', reaction.emoji)
    .execute();
}
