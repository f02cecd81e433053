import type { Database } from '@ghanapay/db';
import { sql, type Selectable } from 'kysely';
import type { BillPayments } from '@ghanapay/db';

export type BillPaymentRow = Selectable<BillPayments>;

type BillPaymentStatus = 'processing' | 'completed' | 'failed' | 'review';

export interface NewBillPayment {
  id: string;
  userId: string;
  billerId: string;
  customerNumber: string;
  customerName: string | null;
  bundleId: string | null;
  bundleName: string | null;
  payerPhone: string | null;
  amountPesewas: bigint;
  nextCheckAt: Date;
  reviewAfter: Date;
}

export async function insertBillPayment(trx: Database, row: NewBillPayment, now: Date): Promise<BillPaymentRow> {
  return trx
    .insertInto('billPayments')
    .values({
      ...row,
      amountPesewas: row.amountPesewas.toString(),
      status: 'processing',
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findBillPayment(db: Database, id: string): Promise<BillPaymentRow | undefined> {
  return db.selectFrom('billPayments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One of a person's payments (another person's id finds nothing). */
export function findUserBillPayment(db: Database, userId: string, id: string): Promise<BillPaymentRow | undefined> {
  return db.selectFrom('billPayments').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

export function listUserBillPayments(db: Database, userId: string, limit = 100): Promise<BillPaymentRow[]> {
  return db
    .selectFrom('billPayments')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The row under its lock, for applying a final answer exactly once. */
export function lockBillPayment(trx: Database, id: string): Promise<BillPaymentRow | undefined> {
  return trx.selectFrom('billPayments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Takes the row's status check if it is due: moves its next check a lease ahead (another worker
 * skips it until then; a crashed worker's lease runs out) and counts the check.
 */
export async function claimBillCheck(db: Database, id: string, now: Date, leaseUntil: Date): Promise<BillPaymentRow | undefined> {
  return db
    .updateTable('billPayments')
    .set({ nextCheckAt: leaseUntil, checkCount: sql`check_count + 1`, updatedAt: now })
    .where('id', '=', id)
    .where('status', 'in', ['processing', 'review'])
    .where('nextCheckAt', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

export async function setNextBillCheck(db: Database, id: string, now: Date, next: Date, toReview: boolean): Promise<void> {
  await db
    .updateTable('billPayments')
    .set({ nextCheckAt: next, updatedAt: now, ...(toReview ? { status: 'review' } : {}) })
    .where('id', '=', id)
    .where('status', 'in', ['processing', 'review'])
    .execute();
}

export interface BillPaymentChanges {
  status: BillPaymentStatus;
  token?: string | null;
  commissionPesewas?: bigint;
  providerReference?: string | null;
  failureReason?: string | null;
}

export async function writeBillPaymentChanges(trx: Database, id: string, now: Date, changes: BillPaymentChanges): Promise<void> {
  const final = changes.status === 'completed' || changes.status === 'failed';
  await trx
    .updateTable('billPayments')
    .set({
      status: changes.status,
      ...(changes.token !== undefined ? { token: changes.token } : {}),
      ...(changes.commissionPesewas !== undefined ? { commissionPesewas: changes.commissionPesewas.toString() } : {}),
      ...(changes.providerReference !== undefined ? { providerReference: changes.providerReference } : {}),
      ...(changes.failureReason !== undefined ? { failureReason: changes.failureReason } : {}),
      nextCheckAt: final ? null : undefined,
      completedAt: final ? now : null,
      updatedAt: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Payments whose status check is due (the minute job's work). */
export async function dueBillPaymentIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('billPayments')
    .select('id')
    .where('status', 'in', ['processing', 'review'])
    .where('nextCheckAt', '<=', now)
    .orderBy('nextCheckAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The payer's own phone (E.164), which ECG and Ghana Water know customers by. */
export async function payerPhoneOf(deps: { db: Database }, userId: string): Promise<string | null> {
  const row = await deps.db.selectFrom('users').select('phoneNumber').where('id', '=', userId).executeTakeFirst();
  return row?.phoneNumber ?? null;
}

/** Every payment that reached the aggregator (since a date), for reconciliation. */
export function billPaymentsToReconcile(db: Database, since?: Date): Promise<BillPaymentRow[]> {
  let query = db.selectFrom('billPayments').selectAll().where('checkCount', '>', 0);
  if (since) query = query.where('createdAt', '>=', since);
  return query.orderBy('createdAt').execute();
}

/** The completed payments' amounts and commissions (what bills_settlement and commission_income stand for). */
export async function completedBillTotals(db: Database): Promise<{ amountPesewas: bigint; commissionPesewas: bigint }> {
  const row = await db
    .selectFrom('billPayments')
    .select((eb) => [eb.fn.sum<string>('amountPesewas').as('amount'), eb.fn.sum<string>('commissionPesewas').as('commission')])
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return { amountPesewas: BigInt(row?.amount ?? 0), commissionPesewas: BigInt(row?.commission ?? 0) };
}
