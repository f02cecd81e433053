// What other modules (money) may call. Everything else in social is its own business.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { blockedByUserSql } from './relationship-sql';

export { assertNotBlocked, blockedUserIdsFor, type BlockedAction } from './blocks/block-service';
export { loadSocialSummaries, type SocialSummary } from './transactions/social-summary-repository';
export { transactionVisibleToSql } from './relationship-sql';

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
