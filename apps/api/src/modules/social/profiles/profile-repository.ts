import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { blockWithAnySql } from '../relationship-sql';
import { isUserId } from '../social-inputs';
import { SOCIAL_USER_COLUMNS, type SocialUserRow } from '../social-user';

export type ProfileRow = SocialUserRow & { createdAt: Date };

export async function findSocialUser(db: Database, userId: string): Promise<ProfileRow | undefined> {
  if (!isUserId(userId)) return undefined;
  return (
    db
      .selectFrom('users')
      .select([...SOCIAL_USER_COLUMNS, 'createdAt'])
      .where('id', '=', userId)
      // A closed account has no public profile (Act 843: it is kept only for the payment records).
      .where('closedAt', 'is', null)
      .executeTakeFirst()
  );
}

export async function countFriends(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('friendships')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('requesterId', '=', userId), eb('addresseeId', '=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Accepted friends of `userId` by name, leaving out anyone across a block with `viewerId`. */
export async function listFriendRows(db: Database, userId: string, viewerId: string, limit: number) {
  return (
    db
      .selectFrom('friendships as f')
      // The friend is whichever side of the pair is not `userId`.
      .innerJoin('users as u', (join) =>
        join.on(sql<boolean>`u.id = CASE WHEN f.requester_id = ${userId}::uuid THEN f.addressee_id ELSE f.requester_id END`),
      )
      .select([
        'u.id',
        'u.firstName',
        'u.lastName',
        'u.username',
        'u.profileImageUrl',
        'u.isVerified',
        'f.id as friendshipId',
        'f.respondedAt',
      ])
      .where('f.status', '=', 'accepted')
      .where((eb) => eb.or([eb('f.requesterId', '=', userId), eb('f.addresseeId', '=', userId)]))
      .where((eb) => eb.not(blockWithAnySql(viewerId, [sql.ref('u.id')])))
      .orderBy('u.firstName')
      .orderBy('u.lastName')
      .orderBy('u.id')
      .limit(limit)
      .execute()
  );
}
