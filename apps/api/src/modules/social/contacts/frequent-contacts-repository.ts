import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { blockWithAnySql } from '../relationship-sql';
import type { CounterpartStats } from './frequent-contacts-ranking';

/** Everyone `userId` paid (any status) or asked for money, with counts; nobody across a block. */
export async function loadCounterpartStats(db: Database, userId: string): Promise<CounterpartStats[]> {
  const { rows } = await sql<{ userId: string; completedCount: string; totalCount: string; lastAt: Date }>`
    SELECT i.counterpart_id AS user_id,
           count(*) FILTER (WHERE i.completed) AS completed_count,
           count(*) AS total_count,
           max(i.at) AS last_at
    FROM (
      SELECT t.recipient_id AS counterpart_id, t.status = 'completed' AS completed, t.created_at AS at
      FROM transactions t WHERE t.sender_id = ${userId}::uuid AND t.recipient_id IS NOT NULL
      UNION ALL
      SELECT m.payer_id, m.status = 'approved', m.requested_at
      FROM money_requests m WHERE m.requester_id = ${userId}::uuid
    ) i
    WHERE NOT ${blockWithAnySql(userId, [sql.ref('i.counterpart_id')])}
    GROUP BY i.counterpart_id`.execute(db);
  return rows.map((r) => ({
    userId: r.userId,
    completedCount: Number(r.completedCount),
    totalCount: Number(r.totalCount),
    lastAt: new Date(r.lastAt),
  }));
}

export async function findUsersForContacts(db: Database, viewerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.username', 'u.phoneNumber', 'u.email', 'u.profileImageUrl'])
    .select(
      sql<boolean>`EXISTS (
      SELECT 1 FROM friendships f WHERE f.status = 'accepted'
        AND LEAST(f.requester_id, f.addressee_id) = LEAST(u.id, ${viewerId}::uuid)
        AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(u.id, ${viewerId}::uuid))`.as('isFriend'),
    )
    .where('u.id', 'in', ids)
    .execute();
}

const SAVED_CONTACTS_MAX = 100;

/** The user's saved contacts (frequent ones first, then by name), minus anyone across a block. */
export async function listSavedContacts(db: Database, userId: string) {
  return db
    .selectFrom('contacts as c')
    .leftJoin('users as u', 'u.id', 'c.contactUserId')
    .select([
      'c.id',
      'c.contactUserId',
      'c.contactName',
      'c.contactPhone',
      'c.contactEmail',
      'c.contactUsername',
      'c.isFrequent',
      'u.profileImageUrl',
      'u.username',
    ])
    .where('c.userId', '=', userId)
    .where((eb) => eb.or([eb('c.contactUserId', 'is', null), eb.not(blockWithAnySql(userId, [sql.ref('c.contact_user_id')]))]))
    .orderBy('c.isFrequent', 'desc')
    .orderBy('c.contactName')
    .orderBy('c.id')
    .limit(SAVED_CONTACTS_MAX)
    .execute();
}
