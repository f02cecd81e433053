import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * SQL predicates about who is related to whom, shared by the social repositories (and the money
 * module, through index.ts). Raw SQL, so the names inside are the database's (snake_case); the
 * arguments are column references (sql.ref) or values.
 */
type UserRef = Expression<unknown> | string;

const asSql = (ref: UserRef) => (typeof ref === 'string' ? sql`${ref}::uuid` : ref);

/** The two users are accepted friends (one row per pair: the unique LEAST/GREATEST index finds it). */
export function areFriendsSql(a: UserRef, b: UserRef): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (
    SELECT 1 FROM friendships f
    WHERE f.status = 'accepted'
      AND LEAST(f.requester_id, f.addressee_id) = LEAST(${asSql(a)}, ${asSql(b)})
      AND GREATEST(f.requester_id, f.addressee_id) = GREATEST(${asSql(a)}, ${asSql(b)}))`;
}

/** `blocker` has blocked one of the users in `others` (null references never match). */
function blockedByUserSql(blocker: string, others: UserRef[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (
    SELECT 1 FROM user_blocks ub
    WHERE ub.blocker_id = ${blocker}::uuid AND ub.blocked_id IN (${sql.join(others.map(asSql))}))`;
}

/** Any block, either way, between `viewer` and one of `others`. */
export function blockWithAnySql(viewer: string, others: UserRef[]): RawBuilder<SqlBool> {
  const list = sql.join(others.map(asSql));
  return sql<SqlBool>`EXISTS (
    SELECT 1 FROM user_blocks ub
    WHERE (ub.blocker_id = ${viewer}::uuid AND ub.blocked_id IN (${list}))
       OR (ub.blocked_id = ${viewer}::uuid AND ub.blocker_id IN (${list})))`;
}

/**
 * Who may see a transaction (alias `t`): its sender always; its recipient once it completed; anyone
 * else only a completed payment between two users that neither party made private, both made public
 * or (at least one chose friends) the viewer is a friend of either party — and never across a block.
 * The stricter party's choice wins, so neither can expose what the other hid.
 */
export function transactionVisibleToSql(viewerId: string): RawBuilder<SqlBool> {
  const sender = sql.ref('t.sender_id');
  const recipient = sql.ref('t.recipient_id');
  return sql<SqlBool>`(
    t.sender_id = ${viewerId}::uuid
    OR (t.recipient_id = ${viewerId}::uuid AND t.status = 'completed')
    OR (
      t.status = 'completed'
      AND t.recipient_id IS NOT NULL
      AND t.sender_visibility <> 'private'
      AND t.recipient_visibility <> 'private'
      AND (
        (t.sender_visibility = 'public' AND t.recipient_visibility = 'public')
        OR ${areFriendsSql(viewerId, sender)}
        OR ${areFriendsSql(viewerId, recipient)}
      )
      AND NOT ${blockWithAnySql(viewerId, [sender, recipient])}
    )
  )`;
}

/**
 * A WHERE condition for a transaction list read by `viewerId`: leaves out transactions with a user
 * the viewer has blocked (the blocker "no longer sees transactions from this user"). The columns
 * default to the money repository's alias `t`.
 * Usage: `.where(hideBlockedCounterpartiesSql(userId))`.
 */
export function hideBlockedCounterpartiesSql(
  viewerId: string,
  columns: { senderId: string; recipientId: string } = { senderId: 't.sender_id', recipientId: 't.recipient_id' },
): RawBuilder<SqlBool> {
  return sql<SqlBool>`NOT ${blockedByUserSql(viewerId, [sql.ref(columns.senderId), sql.ref(columns.recipientId)])}`;
}
