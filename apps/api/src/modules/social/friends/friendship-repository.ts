import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { blockWithAnySql } from '../relationship-sql';
import type { PairRow } from './friendship-rules';

const PAIR_COLUMNS = ['id', 'requesterId', 'addresseeId', 'status', 'requestedAt', 'respondedAt'] as const;

/** The pair's one row, whoever asked. */
export async function findFriendshipOfPair(db: Database, a: string, b: string): Promise<PairRow | undefined> {
  return db
    .selectFrom('friendships')
    .select(PAIR_COLUMNS)
    .where((eb) =>
      eb.or([
        eb.and([eb('requesterId', '=', a), eb('addresseeId', '=', b)]),
        eb.and([eb('requesterId', '=', b), eb('addresseeId', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

export async function insertFriendRequest(
  db: Database,
  request: { requesterId: string; addresseeId: string; requestedAt: Date },
): Promise<PairRow> {
  return db
    .insertInto('friendships')
    .values({ ...request, status: 'pending' })
    .returning(PAIR_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A refused pair asks again: the row becomes a new pending request from `requesterId`. */
export async function reopenFriendRequest(
  db: Database,
  id: string,
  request: { requesterId: string; addresseeId: string; requestedAt: Date },
): Promise<PairRow | undefined> {
  return db
    .updateTable('friendships')
    .set({ ...request, status: 'pending', respondedAt: null })
    .where('id', '=', id)
    .where('status', '=', 'rejected')
    .returning(PAIR_COLUMNS)
    .executeTakeFirst();
}

export async function lockFriendship(db: Database, id: string): Promise<PairRow | undefined> {
  return db.selectFrom('friendships').select(PAIR_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateFriendshipStatus(
  db: Database,
  id: string,
  status: 'accepted' | 'rejected',
  respondedAt: Date,
): Promise<PairRow> {
  return db.updateTable('friendships').set({ status, respondedAt }).where('id', '=', id).returning(PAIR_COLUMNS).executeTakeFirstOrThrow();
}

/** Pending requests addressed to `userId`, newest first, with who asked. */
export async function listIncomingRequests(db: Database, userId: string, limit: number) {
  return db
    .selectFrom('friendships as f')
    .innerJoin('users as u', 'u.id', 'f.requesterId')
    .select(['f.id', 'f.requestedAt', 'u.id as userId', 'u.firstName', 'u.lastName', 'u.username', 'u.profileImageUrl', 'u.isVerified'])
    .where('f.addresseeId', '=', userId)
    .where('f.status', '=', 'pending')
    .where((eb) => eb.not(blockWithAnySql(userId, [sql.ref('u.id')])))
    .orderBy('f.requestedAt', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();
}
