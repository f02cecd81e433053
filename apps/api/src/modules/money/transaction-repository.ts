import type { Transactions, Database } from '@ghanapay/db';
import type { Insertable } from 'kysely';
import type { TransactionRow, TransactionStatus } from './transaction-dto';
import { hideBlockedCounterpartiesSql } from '../social';

export async function insertTransaction(trx: Database, values: Insertable<Transactions>): Promise<string> {
  const row = await trx.insertInto('transactions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The columns a state change needs, locked for the rest of the caller's transaction. */
export async function lockTransaction(trx: Database, id: string) {
  return trx
    .selectFrom('transactions')
    .select(['id', 'senderId', 'recipientId', 'amountPesewas', 'status', 'recipientPhone', 'recipientEmail'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateTransaction(
  trx: Database,
  id: string,
  changes: {
    status: TransactionStatus;
    updatedAt: Date;
    completedAt?: Date | null;
    recipientId?: string;
    heldUntil?: Date | null;
  },
): Promise<void> {
  await trx.updateTable('transactions').set(changes).where('id', '=', id).execute();
}

function selectTransactionRows(db: Database) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('users as s', 's.id', 't.senderId')
    .leftJoin('users as r', 'r.id', 't.recipientId')
    .select([
      't.id',
      't.senderId',
      't.recipientId',
      't.recipientPhone',
      't.recipientEmail',
      't.recipientUsername',
      't.amountPesewas',
      't.message',
      't.status',
      't.transactionType',
      't.fraudScore',
      't.fraudReasons',
      't.createdAt',
      't.updatedAt',
      't.completedAt',
      's.firstName as senderFirstName',
      's.lastName as senderLastName',
      'r.firstName as recipientFirstName',
      'r.lastName as recipientLastName',
    ]);
}

export async function findTransactionRow(db: Database, id: string): Promise<TransactionRow | undefined> {
  return selectTransactionRows(db).where('t.id', '=', id).executeTakeFirst();
}

export interface TransactionListQuery {
  userId: string;
  limit: number;
  /** Only transactions older than this id (the last id of the previous page). */
  beforeId?: number | undefined;
  /** Already split into the text to match and, when it looks like one, a "GHP00000012" id. */
  search?: { pattern: string; id: number | null; phonePattern: string | null; amountPesewas: bigint | null } | undefined;
}

/**
 * The user's history: everything they sent (any status, so blocked and held payments show) and
 * what they received (completed, or reversed after it arrived: a blocked or cancelled payment never
 * reached them; a held payment returned unclaimed has no recipient).
 * Newest first by id, which is creation order.
 */
export async function listTransactionRows(db: Database, query: TransactionListQuery): Promise<TransactionRow[]> {
  const { userId, search } = query;
  let builder = selectTransactionRows(db).where((eb) =>
    eb.or([eb('t.senderId', '=', userId), eb.and([eb('t.recipientId', '=', userId), eb('t.status', 'in', ['completed', 'reversed'])])]),
  );
  // The blocker "no longer sees transactions from this user" (the social layer owns the rule).
  builder = builder.where(hideBlockedCounterpartiesSql(userId));
  if (query.beforeId !== undefined) builder = builder.where('t.id', '<', String(query.beforeId));
  if (search) {
    const { pattern, phonePattern } = search;
    builder = builder.where((eb) => {
      const recipientMatches = [
        eb('r.firstName', 'ilike', pattern),
        eb('r.lastName', 'ilike', pattern),
        eb(eb.fn('concat_ws', [eb.val(' '), 'r.firstName', 'r.lastName']), 'ilike', pattern),
        eb('r.username', 'ilike', pattern),
        eb('r.phoneNumber', 'ilike', pattern),
        eb('t.recipientPhone', 'ilike', pattern),
        eb('t.recipientEmail', 'ilike', pattern),
        eb('t.recipientUsername', 'ilike', pattern),
        ...(phonePattern ? [eb('r.phoneNumber', 'ilike', phonePattern), eb('t.recipientPhone', 'ilike', phonePattern)] : []),
      ];
      const senderMatches = [
        eb('s.firstName', 'ilike', pattern),
        eb('s.lastName', 'ilike', pattern),
        eb(eb.fn('concat_ws', [eb.val(' '), 's.firstName', 's.lastName']), 'ilike', pattern),
        eb('s.username', 'ilike', pattern),
        eb('s.phoneNumber', 'ilike', pattern),
        ...(phonePattern ? [eb('s.phoneNumber', 'ilike', phonePattern)] : []),
      ];
      return eb.or([
        // The counterparty: the recipient of what I sent, the sender of what I received.
        eb.and([eb('t.senderId', '=', userId), eb.or(recipientMatches)]),
        eb.and([eb('t.recipientId', '=', userId), eb.or(senderMatches)]),
        eb('t.message', 'ilike', pattern),
        ...(search.id !== null ? [eb('t.id', '=', String(search.id))] : []),
        ...(search.amountPesewas !== null ? [eb('t.amountPesewas', '=', String(search.amountPesewas))] : []),
      ]);
    });
  }
  return builder.orderBy('t.id', 'desc').limit(query.limit).execute();
}

/** Held payments waiting for this phone or email, locked in id order (see claimHeldPayments). */
export async function lockHeldPaymentsFor(trx: Database, contact: { phone: string | null; email: string | null }) {
  if (!contact.phone && !contact.email) return [];
  return trx
    .selectFrom('transactions')
    .select(['id', 'senderId', 'amountPesewas'])
    .where('status', '=', 'pending')
    .where('recipientId', 'is', null)
    .where((eb) =>
      eb.or([
        ...(contact.phone ? [eb('recipientPhone', '=', contact.phone)] : []),
        ...(contact.email ? [eb('recipientEmail', '=', contact.email)] : []),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** One overdue held payment nobody else is working on, locked. */
export async function lockOneOverdueHeldPayment(trx: Database, now: Date) {
  return trx
    .selectFrom('transactions')
    .select(['id', 'senderId', 'amountPesewas'])
    .where('status', '=', 'pending')
    .where('recipientId', 'is', null)
    .where('heldUntil', '<=', now)
    .orderBy('heldUntil')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** What is waiting, held, for a phone number that has no account yet: how many payments and their sum. */
export async function sumHeldPaymentsFor(db: Database, phone: string): Promise<{ count: number; amountPesewas: bigint }> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.coalesce(eb.fn.sum<string>('amountPesewas'), eb.val('0')).as('total')])
    .where('status', '=', 'pending')
    .where('recipientId', 'is', null)
    .where('recipientPhone', '=', phone)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amountPesewas: BigInt(row.total) };
}

/**
 * Whether `senderId` has ever completed a payment to `recipientId` (a send or an answered request),
 * other than `except` (the payment being judged, when its row is already written).
 */
export async function hasPaidBefore(db: Database, senderId: string, recipientId: string, except?: string): Promise<boolean> {
  let query = db
    .selectFrom('transactions')
    .select('id')
    .where('senderId', '=', senderId)
    .where('recipientId', '=', recipientId)
    .where('status', '=', 'completed');
  if (except !== undefined) query = query.where('id', '!=', except);
  const row = await query.limit(1).executeTakeFirst();
  return row !== undefined;
}
