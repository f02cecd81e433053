import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/**
 * The panel's figures that are not habits, in one statement (each a separate round trip before; on a
 * busy database the waits, not the work, were most of the time):
 * - the person's alerts in all: how many, how many concern a payment, and of those how many payments
 *   never moved money (stopped, then cancelled or still waiting for the person's decision);
 * - people they paid since `contactsSince` and never before it;
 * - whether security notices are on.
 */
export async function readFraudPanelFigures(db: Database, userId: string, contactsSince: Date) {
  const { rows } = await sql<{
    totalAlerts: string;
    flaggedPayments: string;
    stoppedPayments: string;
    openAlerts: string;
    newContacts: string;
    notifySecurity: boolean;
  }>`
    WITH summary AS (
      SELECT count(*)::text AS total_alerts,
        count(DISTINCT f.transaction_id)::text AS flagged_payments,
        count(DISTINCT f.transaction_id) FILTER (WHERE t.status IN ('blocked', 'cancelled', 'failed'))::text AS stopped_payments,
        count(*) FILTER (WHERE NOT f.is_resolved)::text AS open_alerts
      FROM fraud_alerts f
      LEFT JOIN transactions t ON t.id = f.transaction_id
      WHERE f.user_id = ${userId}
    ), contacts AS (
      SELECT count(DISTINCT t.recipient_id)::text AS new_contacts
      FROM transactions t
      WHERE t.sender_id = ${userId} AND t.status = 'completed' AND t.recipient_id IS NOT NULL AND t.created_at >= ${contactsSince}
        AND NOT EXISTS (
          SELECT 1 FROM transactions p
          WHERE p.sender_id = ${userId} AND p.recipient_id = t.recipient_id AND p.status = 'completed' AND p.created_at < ${contactsSince})
    )
    SELECT summary.*, contacts.*,
      coalesce((SELECT notify_security FROM user_preferences WHERE user_id = ${userId}), true) AS notify_security
    FROM summary, contacts`.execute(db);
  const row = rows[0]!;
  return {
    summary: {
      totalAlerts: Number(row.totalAlerts),
      flaggedPayments: Number(row.flaggedPayments),
      stoppedPayments: Number(row.stoppedPayments),
      openAlerts: Number(row.openAlerts),
    },
    newContacts: Number(row.newContacts),
    securityNoticesOn: row.notifySecurity,
  };
}

export async function listRecentAlerts(db: Database, userId: string, limit: number) {
  return db
    .selectFrom('fraudAlerts')
    .select(['id', 'alertType', 'riskScore', 'confidence', 'alertMessage', 'riskFactors', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
