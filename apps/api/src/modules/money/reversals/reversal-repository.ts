import type { Database } from '@ghanapay/db';
import { holdsByReferencePrefix, openHeldPesewasQuery, unreversedJournalOfTransaction } from '@ghanapay/ledger';
import { sql } from 'kysely';
import { LIVE_REVERSAL_STATUSES, type ReversalStatus } from './reversal.types';

/** A request's holds are named `reversal:<request id>:<n>` (n from 1), so they are found by that prefix. */
export function reversalHoldReference(requestId: string, n: number): string {
  return `reversal:${requestId}:${n}`;
}

export interface ReversalRequestRow {
  id: string;
  transactionId: string;
  senderId: string;
  recipientId: string;
  amountPesewas: string;
  status: ReversalStatus;
  respondBy: string;
}

const ROW_COLUMNS = ['id', 'transactionId', 'senderId', 'recipientId', 'amountPesewas', 'status'] as const;
// A date column as its ISO day (pg would make a Date at the server's local midnight).
const respondBy = sql<string>`respond_by::text`.as('respondBy');

export async function insertReversalRequest(
  trx: Database,
  values: {
    transactionId: string;
    senderId: string;
    recipientId: string;
    amountPesewas: bigint;
    reason: string;
    respondBy: string;
    now: Date;
  },
): Promise<string> {
  const row = await trx
    .insertInto('reversalRequests')
    .values({
      transactionId: values.transactionId,
      senderId: values.senderId,
      recipientId: values.recipientId,
      amountPesewas: values.amountPesewas.toString(),
      reason: values.reason,
      respondBy: values.respondBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The request, locked for the caller's transaction: every change to a request (and its holds) starts here. */
export async function lockReversalRequest(trx: Database, id: string): Promise<ReversalRequestRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await trx
    .selectFrom('reversalRequests')
    .select([...ROW_COLUMNS, respondBy])
    .where('id', '=', id.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The payment a request is about, read without a lock (to lock the payment first). */
export async function peekTransactionId(db: Database, id: string): Promise<string | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await db.selectFrom('reversalRequests').select('transactionId').where('id', '=', id.toLowerCase()).executeTakeFirst();
  return row?.transactionId;
}

export async function updateReversalRequest(
  trx: Database,
  id: string,
  changes: {
    status: ReversalStatus;
    now: Date;
    declineReason?: string;
    staffNote?: string;
    decidedBy?: string;
    reversalJournalId?: string;
    closed?: boolean;
  },
): Promise<void> {
  await trx
    .updateTable('reversalRequests')
    .set({
      status: changes.status,
      updatedAt: changes.now,
      ...(changes.declineReason !== undefined ? { declineReason: changes.declineReason } : {}),
      ...(changes.staffNote !== undefined ? { staffNote: changes.staffNote } : {}),
      ...(changes.decidedBy !== undefined ? { decidedBy: changes.decidedBy } : {}),
      ...(changes.reversalJournalId !== undefined ? { reversalJournalId: changes.reversalJournalId } : {}),
      ...(changes.closed ? { closedAt: changes.now } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function findLiveRequestForTransaction(trx: Database, transactionId: string): Promise<ReversalRequestRow | undefined> {
  const row = await trx
    .selectFrom('reversalRequests')
    .select([...ROW_COLUMNS, respondBy])
    .where('transactionId', '=', transactionId)
    .where('status', 'in', LIVE_REVERSAL_STATUSES)
    .forUpdate()
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The sender's live requests, and those staff refused (released) since `since`: the abuse rule's two counts. */
export async function countSenderRequests(db: Database, senderId: string, since: Date): Promise<{ live: number; refused: number }> {
  const row = await db
    .selectFrom('reversalRequests')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('status', 'in', LIVE_REVERSAL_STATUSES).as('live'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('status', '=', 'released'), w('closedAt', '>=', since)]))
        .as('refused'),
    ])
    .where('senderId', '=', senderId)
    .executeTakeFirstOrThrow();
  return { live: Number(row.live), refused: Number(row.refused) };
}

/** The request's holds, oldest first (found by their reference prefix; see reversalHoldReference). */
export function reversalHolds(trx: Database, requestId: string): Promise<{ id: string; amountPesewas: bigint; status: string }[]> {
  return holdsByReferencePrefix(trx, `reversal:${requestId}:`);
}

/** The journal that moved a completed payment between two wallets (a send or a paid request), not yet reversed. */
export function findPaymentJournalId(trx: Database, transactionId: string): Promise<string | undefined> {
  return unreversedJournalOfTransaction(trx, transactionId, ['p2p_send', 'request_payment']);
}

/** What a request's open holds sum to (null: none open), a subquery of the request row `r`. */
function openReversalHeld(db: Database) {
  return openHeldPesewasQuery(db, sql<string>`'reversal:' || r.id || ':'`);
}

/** Live requests whose holds do not yet cover the amount (the top-up's work list), oldest first. */
export async function requestsShortOfHolds(db: Database, limit: number, recipientId?: string): Promise<string[]> {
  let query = db
    .selectFrom('reversalRequests as r')
    .select('r.id')
    .where('r.status', 'in', LIVE_REVERSAL_STATUSES)
    .where((eb) => eb(eb.fn.coalesce(openReversalHeld(db), sql<string>`0`), '<', eb.ref('r.amountPesewas')));
  if (recipientId) query = query.where('r.recipientId', '=', recipientId);
  const rows = await query.orderBy('r.createdAt').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Open requests nobody answered by their last day (before `today`, Ghana's date). */
export async function unansweredRequestIds(db: Database, today: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('reversalRequests')
    .select('id')
    .where('status', '=', 'open')
    .where('respondBy', '<', sql<Date>`${today}::date`)
    .orderBy('respondBy')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export interface ReversalView extends ReversalRequestRow {
  reason: string;
  declineReason: string | null;
  staffNote: string | null;
  createdAt: Date;
  closedAt: Date | null;
  heldPesewas: string;
  senderFirstName: string;
  senderLastName: string;
  recipientFirstName: string;
  recipientLastName: string;
}

function selectViews(db: Database) {
  return db
    .selectFrom('reversalRequests as r')
    .innerJoin('users as s', 's.id', 'r.senderId')
    .innerJoin('users as p', 'p.id', 'r.recipientId')
    .select((eb) => [
      ...ROW_COLUMNS.map((c) => `r.${c}` as const),
      sql<string>`r.respond_by::text`.as('respondBy'),
      'r.reason',
      'r.declineReason',
      'r.staffNote',
      'r.createdAt',
      'r.closedAt',
      's.firstName as senderFirstName',
      's.lastName as senderLastName',
      'p.firstName as recipientFirstName',
      'p.lastName as recipientLastName',
      eb.fn.coalesce(openReversalHeld(db), sql<string>`0`).as('heldPesewas'),
    ]);
}

export async function findReversalView(db: Database, id: string): Promise<ReversalView | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await selectViews(db).where('r.id', '=', id.toLowerCase()).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** Both sides: what I asked for and what was asked of me, newest first. */
export async function listReversalViewsFor(db: Database, userId: string): Promise<ReversalView[]> {
  const rows = await selectViews(db)
    .where((eb) => eb.or([eb('r.senderId', '=', userId), eb('r.recipientId', '=', userId)]))
    .orderBy('r.createdAt', 'desc')
    .limit(100)
    .execute();
  return rows.map(toView);
}

/** The staff queue: cases declined by the recipient or unanswered, oldest first. */
export async function listStaffReversalViews(db: Database): Promise<ReversalView[]> {
  const rows = await selectViews(db).where('r.status', 'in', ['disputed', 'awaiting_staff']).orderBy('r.createdAt').limit(200).execute();
  return rows.map(toView);
}

function toRow<T extends { status: string }>(row: T): T & { status: ReversalStatus } {
  return { ...row, status: row.status as ReversalStatus };
}

function toView(row: Omit<ReversalView, 'status' | 'heldPesewas'> & { status: string; heldPesewas: unknown }): ReversalView {
  return { ...row, status: row.status as ReversalStatus, heldPesewas: String(row.heldPesewas) };
}

/**
 * The newest completed payment to `userId` of exactly `amountPesewas` since `since`, from the person
 * the send form names (by username, phone or proved e-mail): what the send-back warning looks for.
 */
export async function findRecentPaymentFrom(
  db: Database,
  query: { userId: string; amountPesewas: bigint; since: Date; username?: string; phone?: string; email?: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('transactions as t')
    .innerJoin('users as u', 'u.id', 't.senderId')
    .select('t.id')
    .where('t.recipientId', '=', query.userId)
    .where('t.status', '=', 'completed')
    .where('t.amountPesewas', '=', query.amountPesewas.toString())
    .where('t.createdAt', '>=', query.since)
    .where((eb) =>
      eb.or([
        ...(query.username ? [eb('u.username', '=', query.username)] : []),
        ...(query.phone ? [eb('u.phoneNumber', '=', query.phone)] : []),
        ...(query.email ? [eb.and([eb('u.email', '=', query.email), eb('u.emailVerified', '=', true)])] : []),
        eb.val(false),
      ]),
    )
    .orderBy('t.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
