import type { Database, FraudAlerts } from '@ghanapay/db';
import type { Insertable } from 'kysely';

export type WaitReason = 'first_payment' | 'guardian';
export type WaitState = 'waiting' | 'delivered' | 'cancelled' | 'declined' | 'expired' | 'failed';

/** ₵500 and 5 minutes, as the migration's column defaults. */
const DEFAULT_FIRST_PAYMENT_THRESHOLD = 50_000n;
const DEFAULT_FIRST_PAYMENT_WAIT_MINUTES = 5;

/** The sender's "breath before a large first payment" (threshold null: off). */
export async function findFirstPaymentRule(db: Database, userId: string): Promise<FirstPaymentRule> {
  const row = await db
    .selectFrom('userPreferences')
    .select(['firstPaymentThresholdPesewas', 'firstPaymentWaitMinutes'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return firstPaymentRuleOf(row && { thresholdPesewas: row.firstPaymentThresholdPesewas, waitMinutes: row.firstPaymentWaitMinutes });
}

export interface FirstPaymentRule {
  thresholdPesewas: bigint | null;
  waitMinutes: number;
}

/** The rule of a preferences row's two columns (pesewas as text), the defaults without a row. */
export function firstPaymentRuleOf(row: { thresholdPesewas: string | null; waitMinutes: number } | null | undefined): FirstPaymentRule {
  if (!row) return { thresholdPesewas: DEFAULT_FIRST_PAYMENT_THRESHOLD, waitMinutes: DEFAULT_FIRST_PAYMENT_WAIT_MINUTES };
  return { thresholdPesewas: row.thresholdPesewas === null ? null : BigInt(row.thresholdPesewas), waitMinutes: row.waitMinutes };
}

export async function saveFirstPaymentRule(
  db: Database,
  userId: string,
  rule: { thresholdPesewas: bigint | null; waitMinutes: number },
  now: Date,
): Promise<void> {
  const values = {
    firstPaymentThresholdPesewas: rule.thresholdPesewas === null ? null : rule.thresholdPesewas.toString(),
    firstPaymentWaitMinutes: rule.waitMinutes,
    updatedAt: now,
  };
  await db
    .insertInto('userPreferences')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

export interface WaitingPaymentRow {
  transactionId: string;
  reason: WaitReason;
  senderId: string;
  recipientId: string;
  guardianId: string | null;
  holdId: string;
  dueAt: Date;
  state: WaitState;
}

const COLUMNS = ['transactionId', 'reason', 'senderId', 'recipientId', 'guardianId', 'holdId', 'dueAt', 'state'] as const;

export async function insertWaitingPayment(trx: Database, row: Omit<WaitingPaymentRow, 'state'> & { createdAt: Date }): Promise<void> {
  await trx.insertInto('waitingPayments').values(row).execute();
}

/** One waiting payment past its due time, locked; rows another worker holds are skipped. */
export async function lockOneDueWaitingPayment(trx: Database, now: Date): Promise<WaitingPaymentRow | undefined> {
  const row = await trx
    .selectFrom('waitingPayments')
    .select(COLUMNS)
    .where('state', '=', 'waiting')
    .where('dueAt', '<=', now)
    .orderBy('dueAt')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row as WaitingPaymentRow | undefined;
}

/** The waiting payment of this transaction, locked (waits for a worker delivering it). */
export async function lockWaitingPayment(trx: Database, transactionId: string): Promise<WaitingPaymentRow | undefined> {
  const row = await trx
    .selectFrom('waitingPayments')
    .select(COLUMNS)
    .where('transactionId', '=', transactionId)
    .forUpdate()
    .executeTakeFirst();
  return row as WaitingPaymentRow | undefined;
}

export async function findWaitingPayment(db: Database, transactionId: string): Promise<WaitingPaymentRow | undefined> {
  const row = await db.selectFrom('waitingPayments').select(COLUMNS).where('transactionId', '=', transactionId).executeTakeFirst();
  return row as WaitingPaymentRow | undefined;
}

/**
 * Whether the session is still signed in as this person (not revoked, not expired): read with a
 * share lock, so a sign-out that deletes it waits for the payment's commit, or the payment sees it gone.
 */
export async function sessionIsLive(trx: Database, sessionId: string, userId: string, now: Date): Promise<boolean> {
  const row = await trx
    .selectFrom('sessions')
    .select('sid')
    .where('sid', '=', sessionId)
    .where('userId', '=', userId)
    .where('expire', '>', now)
    .forShare()
    .executeTakeFirst();
  return row !== undefined;
}

/** The money request a waiting payment was paying, back to unpaid (its payment did not go). */
export async function reopenRequestPaidBy(trx: Database, transactionId: string): Promise<void> {
  await trx
    .updateTable('moneyRequests')
    .set({ status: 'pending', respondedAt: null, transactionId: null })
    .where('transactionId', '=', transactionId)
    .where('status', '=', 'approved')
    .execute();
}

export async function setWaitingState(trx: Database, transactionId: string, state: WaitState, now: Date): Promise<void> {
  await trx.updateTable('waitingPayments').set({ state, decidedAt: now }).where('transactionId', '=', transactionId).execute();
}

/** The payments still waiting that this person sent or will receive, oldest first. */
export async function listWaitingPaymentRows(db: Database, userId: string): Promise<WaitingPaymentRow[]> {
  const rows = await db
    .selectFrom('waitingPayments')
    .select(COLUMNS)
    .where('state', '=', 'waiting')
    .where((eb) => eb.or([eb('senderId', '=', userId), eb('recipientId', '=', userId)]))
    .orderBy('dueAt')
    .limit(100)
    .execute();
  return rows as WaitingPaymentRow[];
}

/** The guardian a waiting payment waits for. */
export async function findWaitingGuardian(db: Database, transactionId: string): Promise<string | undefined> {
  const row = await db.selectFrom('waitingPayments').select('guardianId').where('transactionId', '=', transactionId).executeTakeFirst();
  return row?.guardianId ?? undefined;
}

/** The payments waiting for this guardian's answer, oldest first. */
export async function listGuardianRequestRows(db: Database, guardianId: string): Promise<WaitingPaymentRow[]> {
  const rows = await db
    .selectFrom('waitingPayments')
    .select(COLUMNS)
    .where('guardianId', '=', guardianId)
    .where('state', '=', 'waiting')
    .orderBy('dueAt')
    .limit(100)
    .execute();
  return rows as WaitingPaymentRow[];
}

/** A medium-risk waiting payment's fraud alert, as send_payment records one for a payment that goes at once. */
export async function insertWaitingPaymentAlert(
  trx: Database,
  alert: Omit<Insertable<FraudAlerts>, 'mlInsights'> & { mlInsights?: unknown },
): Promise<void> {
  await trx
    .insertInto('fraudAlerts')
    .values({ ...alert, mlInsights: alert.mlInsights == null ? null : JSON.stringify(alert.mlInsights) })
    .execute();
}
