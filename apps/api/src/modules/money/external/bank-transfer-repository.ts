import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

export type BankTransferRecord = {
  id: string;
  recipientName: string;
  recipientAccount: string;
  bankName: string;
  bankCode: string;
  amountPesewas: string;
  reference: string;
  transferType: 'immediate' | 'scheduled';
  scheduledDate: string | null;
  createdAt: Date;
};

// scheduled_date is a date: read as text, so no time zone turns 2026-11-25 into the 24th.
const BANK_COLUMNS = sql`
  bt.id::text AS id, bt.recipient_name AS "recipientName", bt.recipient_account AS "recipientAccount", bt.bank_name AS "bankName",
  bt.bank_code AS "bankCode", bt.amount_pesewas::text AS "amountPesewas", bt.reference, bt.transfer_type AS "transferType",
  bt.scheduled_date::text AS "scheduledDate", bt.created_at AS "createdAt"`;

export async function insertBankTransfer(
  trx: Database,
  row: {
    userId: string;
    recipientName: string;
    recipientAccount: string;
    bankCode: string;
    bankName: string;
    amountPesewas: bigint;
    reference: string;
    narration: string | null;
    transferType: 'immediate' | 'scheduled';
    scheduledDate: string | null;
    createdAt: Date;
  },
): Promise<string> {
  const inserted = await trx
    .insertInto('bankTransfers')
    .values({
      ...row,
      amountPesewas: row.amountPesewas.toString(),
      status: row.transferType === 'scheduled' ? 'scheduled' : 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findBankTransfer(db: Database, userId: string, id: string): Promise<BankTransferRecord | undefined> {
  const { rows } =
    await sql<BankTransferRecord>`SELECT ${BANK_COLUMNS} FROM bank_transfers bt WHERE bt.id = ${id} AND bt.user_id = ${userId}`.execute(db);
  return rows[0];
}

export async function listUserBankTransfers(db: Database, userId: string, limit: number): Promise<BankTransferRecord[]> {
  const { rows } = await sql<BankTransferRecord>`
    SELECT ${BANK_COLUMNS} FROM bank_transfers bt WHERE bt.user_id = ${userId}
    ORDER BY bt.created_at DESC, bt.id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * The first call's transfer the document's second call reports on: same reference, amount and
 * account, made since `since`, not reported yet (locked until the caller's transaction ends).
 */
export async function findUnreportedBankTransfer(
  trx: Database,
  match: { userId: string; reference: string; amountPesewas: bigint; recipientAccount: string; since: Date },
): Promise<string | undefined> {
  const row = await trx
    .selectFrom('bankTransfers')
    .select(['id'])
    .where('userId', '=', match.userId)
    .where('reference', '=', match.reference)
    .where('amountPesewas', '=', match.amountPesewas.toString())
    .where('recipientAccount', '=', match.recipientAccount)
    .where('interconnectReportedAt', 'is', null)
    .where('createdAt', '>=', match.since)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return row?.id;
}

export async function markInterconnectReported(trx: Database, id: string, now: Date): Promise<void> {
  await trx.updateTable('bankTransfers').set({ interconnectReportedAt: now }).where('id', '=', id).execute();
}

/** Serializes the two calls of one submit on (user, reference) until the transaction ends. */
export async function lockBankReference(trx: Database, userId: string, reference: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`bank-transfer:${userId}:${reference}`}, 0))`.execute(trx);
}
