import type { MoneyRequests, Database } from '@ghanapay/db';
import type { Insertable } from 'kysely';

const REQUEST_COLUMNS = [
  'mr.id',
  'mr.requesterId',
  'mr.payerId',
  'mr.amountPesewas',
  'mr.message',
  'mr.status',
  'mr.transactionId',
  'mr.requestedAt',
  'mr.respondedAt',
  'mr.expiresAt',
  'requester.firstName as requesterFirstName',
  'requester.lastName as requesterLastName',
  'requester.username as requesterUsername',
  'requester.profileImageUrl as requesterProfileImage',
  'payer.firstName as payerFirstName',
  'payer.lastName as payerLastName',
] as const;

function selectRequestRows(db: Database) {
  return db
    .selectFrom('moneyRequests as mr')
    .innerJoin('users as requester', 'requester.id', 'mr.requesterId')
    .innerJoin('users as payer', 'payer.id', 'mr.payerId')
    .select(REQUEST_COLUMNS);
}

export type MoneyRequestRow = NonNullable<Awaited<ReturnType<typeof findMoneyRequestRow>>>;

export async function insertMoneyRequest(trx: Database, values: Insertable<MoneyRequests>): Promise<string> {
  const row = await trx.insertInto('moneyRequests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findMoneyRequestRow(db: Database, id: string) {
  return selectRequestRows(db).where('mr.id', '=', id).executeTakeFirst();
}

export async function lockMoneyRequest(trx: Database, id: string) {
  return trx
    .selectFrom('moneyRequests')
    .select(['id', 'requesterId', 'payerId', 'amountPesewas', 'message', 'status', 'expiresAt'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateMoneyRequest(
  trx: Database,
  id: string,
  changes: { status: 'approved' | 'rejected' | 'cancelled'; respondedAt: Date; transactionId?: string },
): Promise<void> {
  await trx.updateTable('moneyRequests').set(changes).where('id', '=', id).execute();
}

/** Requests the payer still has to answer, newest first (overdue ones are left out). */
export async function listPendingRequestRows(db: Database, payerId: string, now: Date, limit: number) {
  return selectRequestRows(db)
    .where('mr.payerId', '=', payerId)
    .where('mr.status', '=', 'pending')
    .where((eb) => eb.or([eb('mr.expiresAt', 'is', null), eb('mr.expiresAt', '>', now)]))
    .orderBy('mr.id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks every pending request past its expiry as expired; returns how many. */
export async function expireOverdueRequestRows(db: Database, now: Date): Promise<number> {
  const result = await db
    .updateTable('moneyRequests')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expiresAt', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
