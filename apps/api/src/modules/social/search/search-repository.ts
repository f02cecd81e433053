import type { Database } from '@ghanapay/db';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { areFriendsSql, blockWithAnySql } from '../relationship-sql';
import { escapeLike, type SearchQuery } from './search-query';

export interface SearchRow {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  phoneNumber: string | null;
  email: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  isFriend: boolean;
  isContact: boolean;
  lastTransactionAt: Date | null;
}

// The expression the trigram index (users_search_trgm_idx) is built on, spelled the same way.
const SEARCH_TEXT = sql`(u.first_name || ' ' || u.last_name || ' ' || u.username)`;

/**
 * The viewer already knows this person: a friend, a saved contact, or someone they paid or were
 * paid by. Only such people are found by the start of a phone number or an e-mail address; a
 * stranger is found only by the whole of it. Otherwise a stranger's number could be spelled out one
 * digit at a time (type 024, 0241, 02412 … and watch who is still found).
 */
function knownToViewerSql(viewerId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${areFriendsSql(viewerId, sql.ref('u.id'))}
    OR EXISTS (SELECT 1 FROM contacts c WHERE c.user_id = ${viewerId}::uuid AND c.contact_user_id = u.id)
    OR EXISTS (SELECT 1 FROM transactions t WHERE t.status = 'completed'
      AND ((t.sender_id = ${viewerId}::uuid AND t.recipient_id = u.id) OR (t.sender_id = u.id AND t.recipient_id = ${viewerId}::uuid))))`;
}

/** Rows the query matches; every branch is served by an index (see the 0007 migration). */
function matches(query: Exclude<SearchQuery, { kind: 'nothing' }>, viewerId: string): RawBuilder<SqlBool> {
  switch (query.kind) {
    case 'username':
      return sql<SqlBool>`u.username LIKE ${query.pattern}`;
    case 'email':
      // Only an address its account proved finds it: a typed, unverified e-mail names nobody.
      return sql<SqlBool>`u.email LIKE ${query.pattern} AND u.email_verified AND (u.email = ${query.exact} OR ${knownToViewerSql(viewerId)})`;
    case 'phone': {
      const whole = query.exact === null ? sql<SqlBool>`false` : sql<SqlBool>`u.phone_number = ${query.exact}`;
      return sql<SqlBool>`((u.phone_number LIKE ${query.pattern} AND (${whole} OR ${knownToViewerSql(viewerId)})) OR u.username LIKE ${query.usernamePattern})`;
    }
    case 'name': {
      const contains = query.words.map((w) => sql<SqlBool>`${SEARCH_TEXT} ILIKE ${`%${escapeLike(w)}%`}`);
      if (query.trigram) return sql<SqlBool>`(${sql.join(contains, sql` AND `)})`;
      // Words of 1-2 letters: the first must start the first name, last name or username.
      const first = `${escapeLike(query.words[0]!)}%`;
      const starts = sql<SqlBool>`(lower(u.first_name) LIKE ${first} OR lower(u.last_name) LIKE ${first} OR u.username LIKE ${first})`;
      return sql<SqlBool>`(${sql.join([starts, ...contains.slice(1)], sql` AND `)})`;
    }
    default: {
      const never: never = query;
      throw new Error(`Unknown search ${JSON.stringify(never)}`);
    }
  }
}

/**
 * Best first: 0 the exact username, email, phone or full name; 1 a first name (or, for an email or
 * phone, the value) starting with the text; 2 a last name or username starting with it; 3 the rest.
 * Plain comparisons only: scoring every match with similarity() doubled the cost of a common
 * fragment ("kwa" matches 1 user in 9) for no visible gain over this order plus names A–Z.
 */
function rank(query: Exclude<SearchQuery, { kind: 'nothing' }>) {
  switch (query.kind) {
    case 'username':
      return sql<number>`CASE WHEN u.username = ${query.exact} THEN 0 ELSE 2 END`;
    case 'email':
      return sql<number>`CASE WHEN u.email = ${query.exact} THEN 0 ELSE 1 END`;
    case 'phone':
      return sql<number>`CASE WHEN u.phone_number = ${query.exact ?? ''} THEN 0 WHEN u.phone_number LIKE ${query.pattern} THEN 1 ELSE 2 END`;
    case 'name': {
      const starts = `${escapeLike(query.words[0]!)}%`;
      return sql<number>`CASE
        WHEN lower(u.first_name || ' ' || u.last_name) = ${query.text} OR u.username = ${query.text} THEN 0
        WHEN lower(u.first_name) LIKE ${starts} THEN 1
        WHEN lower(u.last_name) LIKE ${starts} OR u.username LIKE ${starts} THEN 2
        ELSE 3 END`;
    }
    default:
      return sql<number>`3`;
  }
}

/**
 * Up to `limit` users matching the query, best first, never the viewer, never a closed account and
 * never anyone across a block with them. The ranking runs on matching rows only; the per-pair facts (friend, contact,
 * last payment) only on the page that is returned.
 */
export async function searchUserRows(db: Database, viewerId: string, query: SearchQuery, limit: number): Promise<SearchRow[]> {
  if (query.kind === 'nothing') return [];
  const page = db
    .selectFrom('users as u')
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.username', 'u.phoneNumber', 'u.email', 'u.profileImageUrl', 'u.isVerified'])
    .select(rank(query).as('rank'))
    .where(matches(query, viewerId))
    .where('u.id', '<>', viewerId)
    // A closed account is found by nobody (it can no longer receive a payment or a request).
    .where('u.closedAt', 'is', null)
    .where((eb) => eb.not(blockWithAnySql(viewerId, [sql.ref('u.id')])))
    .orderBy('rank')
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .orderBy('u.id')
    .limit(limit);

  const rows = await db
    .selectFrom(page.as('u'))
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.username', 'u.phoneNumber', 'u.email', 'u.profileImageUrl', 'u.isVerified'])
    .select([
      sql<boolean>`${areFriendsSql(viewerId, sql.ref('u.id'))}`.as('isFriend'),
      sql<boolean>`EXISTS (SELECT 1 FROM contacts c WHERE c.user_id = ${viewerId}::uuid AND c.contact_user_id = u.id)`.as('isContact'),
      sql<Date | null>`GREATEST(
        (SELECT max(t.created_at) FROM transactions t WHERE t.sender_id = ${viewerId}::uuid AND t.recipient_id = u.id AND t.status = 'completed'),
        (SELECT max(t.created_at) FROM transactions t WHERE t.sender_id = u.id AND t.recipient_id = ${viewerId}::uuid AND t.status = 'completed'))`.as(
        'lastTransactionAt',
      ),
    ])
    .orderBy('u.rank')
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .orderBy('u.id')
    .execute();
  return rows;
}
