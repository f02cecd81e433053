import type { Database } from '@ghanapay/db';

const ALERT_COLUMNS = [
  'id',
  'userId',
  'transactionId',
  'alertType',
  'alertMessage',
  'riskScore',
  'riskFactors',
  'transactionAmountPesewas',
  'recipientId',
  'description',
  'mlInsights',
  'confidence',
  'isResolved',
  'resolvedAt',
  'createdAt',
] as const;

export type FraudAlertRow = Awaited<ReturnType<typeof listFraudAlertRows>>[number];

export async function listFraudAlertRows(db: Database, userId: string, limit: number) {
  return db.selectFrom('fraudAlerts').select(ALERT_COLUMNS).where('userId', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}

/** Marks the user's alert resolved (once: resolvedAt keeps the first time). */
export async function resolveFraudAlertRow(db: Database, userId: string, id: string, now: Date) {
  return db
    .updateTable('fraudAlerts')
    .set((eb) => ({ isResolved: true, resolvedAt: eb.fn.coalesce('resolvedAt', eb.val(now)) }))
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(ALERT_COLUMNS)
    .executeTakeFirst();
}

/** The sender decided about a blocked payment (proceed or cancel): its alerts are dealt with. */
export async function resolveAlertsOfTransaction(trx: Database, transactionId: string, now: Date): Promise<void> {
  await trx
    .updateTable('fraudAlerts')
    .set({ isResolved: true, resolvedAt: now })
    .where('transactionId', '=', transactionId)
    .where('isResolved', '=', false)
    .execute();
}
