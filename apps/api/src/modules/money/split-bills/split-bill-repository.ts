import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

export async function insertSplitBill(
  trx: Database,
  values: { creatorId: string; description: string; totalPesewas: bigint; splitMethod: string; createdAt: Date },
): Promise<string> {
  const row = await trx
    .insertInto('splitBills')
    .values({ ...values, totalPesewas: values.totalPesewas.toString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSplitBillParticipants(
  trx: Database,
  rows: {
    splitBillId: string;
    userId: string | null;
    amountPesewas: bigint;
    moneyRequestId: string | null;
    phoneNumber?: string | null;
    paymentLinkId?: string | null;
  }[],
): Promise<void> {
  await trx
    .insertInto('splitBillParticipants')
    .values(rows.map((row) => ({ ...row, amountPesewas: row.amountPesewas.toString() })))
    .execute();
}

const BILL_COLUMNS = ['id', 'creatorId', 'description', 'totalPesewas', 'splitMethod', 'createdAt'] as const;

/** The creator's bill, or nothing (someone else's bill is nobody's here). */
export async function findCreatorsBill(db: Database, creatorId: string, id: string) {
  return db.selectFrom('splitBills').select(BILL_COLUMNS).where('id', '=', id).where('creatorId', '=', creatorId).executeTakeFirst();
}

export async function listCreatorsBills(db: Database, creatorId: string, limit: number) {
  return db
    .selectFrom('splitBills')
    .select(BILL_COLUMNS)
    .where('creatorId', '=', creatorId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type SplitBillRow = Awaited<ReturnType<typeof listCreatorsBills>>[number];

/**
 * The bills' participants with their names and their request's state, in the order they were added;
 * one without a wallet (by phone) with their share link's state: closed, and its completed payments.
 */
export async function listParticipantRows(db: Database, billIds: readonly string[]) {
  if (billIds.length === 0) return [];
  return db
    .selectFrom('splitBillParticipants as p')
    .leftJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('moneyRequests as mr', 'mr.id', 'p.moneyRequestId')
    .leftJoin('paymentLinks as pl', 'pl.id', 'p.paymentLinkId')
    .select([
      'p.splitBillId',
      'p.userId',
      'p.amountPesewas',
      'p.moneyRequestId',
      'p.lastRemindedAt',
      'p.phoneNumber',
      'p.paymentLinkId',
      'pl.closedAt as linkClosedAt',
      sql<number>`(SELECT count(*)::int FROM external_transfers x WHERE x.payment_link_id = p.payment_link_id AND x.status = 'completed')`.as(
        'linkPayments',
      ),
      'u.firstName',
      'u.lastName',
      'u.username',
      'mr.status as requestStatus',
      'mr.expiresAt',
      'mr.respondedAt',
    ])
    .where('p.splitBillId', 'in', billIds)
    .orderBy('p.id')
    .execute();
}

export type ParticipantRow = Awaited<ReturnType<typeof listParticipantRows>>[number];

/**
 * Stamps the reminder on those not reminded since `notBefore`, in one statement (two taps at once
 * remind once); returns whom it stamped.
 */
export async function claimReminders(
  db: Database,
  billId: string,
  userIds: readonly (string | null)[],
  at: Date,
  notBefore: Date,
): Promise<string[]> {
  const ids = userIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('splitBillParticipants')
    .set({ lastRemindedAt: at })
    .where('splitBillId', '=', billId)
    .where('userId', 'in', ids)
    .where((eb) => eb.or([eb('lastRemindedAt', 'is', null), eb('lastRemindedAt', '<=', notBefore)]))
    .returning('userId')
    .execute();
  return rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
}
