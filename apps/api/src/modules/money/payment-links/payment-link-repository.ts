import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

export interface PaymentLinkRow {
  id: string;
  userId: string;
  code: string;
  amountPesewas: string | null;
  description: string;
  singleUse: boolean;
  expiresAt: Date | null;
  closedAt: Date | null;
  createdAt: Date;
}

/** A link with what it has received (completed payments) and how many payments are still waiting. */
export interface PaymentLinkWithPayments extends PaymentLinkRow {
  paymentsCount: number;
  receivedPesewas: string;
  pendingCount: number;
}

const LINK_COLUMNS = [
  'l.id',
  'l.userId',
  'l.code',
  'l.amountPesewas',
  'l.description',
  'l.singleUse',
  'l.expiresAt',
  'l.closedAt',
  'l.createdAt',
] as const;

function withPayments(db: Database) {
  return db
    .selectFrom('paymentLinks as l')
    .select(LINK_COLUMNS)
    .select([
      sql<number>`(SELECT count(*)::int FROM external_transfers x WHERE x.payment_link_id = l.id AND x.status = 'completed')`.as(
        'paymentsCount',
      ),
      sql<string>`(SELECT coalesce(sum(x.amount_pesewas), 0)::text FROM external_transfers x WHERE x.payment_link_id = l.id AND x.status = 'completed')`.as(
        'receivedPesewas',
      ),
      // Waiting for the payer or the provider; one in review (its outcome still unknown after a day) waits too.
      sql<number>`(SELECT count(*)::int FROM external_transfers x WHERE x.payment_link_id = l.id AND x.status IN ('scheduled', 'processing', 'review'))`.as(
        'pendingCount',
      ),
    ]);
}

export async function insertPaymentLink(db: Database, row: PaymentLinkRow): Promise<void> {
  await db.insertInto('paymentLinks').values(row).execute();
}

export async function listUserPaymentLinks(db: Database, userId: string, limit: number): Promise<PaymentLinkWithPayments[]> {
  return withPayments(db).where('l.userId', '=', userId).orderBy('l.createdAt', 'desc').limit(limit).execute() as Promise<
    PaymentLinkWithPayments[]
  >;
}

export async function findUserPaymentLink(db: Database, userId: string, id: string): Promise<PaymentLinkWithPayments | undefined> {
  return withPayments(db).where('l.userId', '=', userId).where('l.id', '=', id).executeTakeFirst() as Promise<
    PaymentLinkWithPayments | undefined
  >;
}

/** Closes one of the user's links (a link already closed keeps its first closing time). */
export async function closeUserPaymentLink(db: Database, userId: string, id: string, now: Date): Promise<boolean> {
  const closed = await db
    .updateTable('paymentLinks')
    .set((eb) => ({ closedAt: eb.fn.coalesce('closedAt', eb.val(now)) }))
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return closed.numUpdatedRows > 0n;
}

export interface PublicPaymentLinkRow extends PaymentLinkWithPayments {
  ownerFirstName: string;
  ownerLastName: string;
  ownerClosedAt: Date | null;
}

/**
 * A link by its code with its owner's name; `lock` takes the link's row lock (a payment being started)
 * first, in a statement of its own: a statement that waited for the lock still counts the payments as
 * its snapshot from before the wait saw them (missing the payment the lock's holder just started).
 */
export async function findPaymentLinkByCode(db: Database, code: string, lock = false): Promise<PublicPaymentLinkRow | undefined> {
  if (!/^[a-z2-7]{10}$/.test(code)) return undefined;
  if (lock) await db.selectFrom('paymentLinks').select('id').where('code', '=', code).forUpdate().execute();
  return withPayments(db)
    .innerJoin('users as u', 'u.id', 'l.userId')
    .select(['u.firstName as ownerFirstName', 'u.lastName as ownerLastName', 'u.closedAt as ownerClosedAt'])
    .where('l.code', '=', code)
    .executeTakeFirst() as Promise<PublicPaymentLinkRow | undefined>;
}

export interface LinkPaymentRow {
  id: string;
  status: 'scheduled' | 'processing' | 'completed' | 'failed' | 'review';
  amountPesewas: string;
  failureCode: string | null;
  failureReason: string | null;
  /** 'otp' while the payer's network waits for the code it texted them. */
  payerStep: 'otp' | null;
  network: 'MTN' | 'TELECEL' | 'AIRTELTIGO' | null;
  accountNumber: string;
  destinationKind: 'mobile_money' | 'bank';
}

/** One payment of a link (another link's payment is as unknown as a missing one). */
export async function findLinkPayment(db: Database, linkId: string, paymentId: string): Promise<LinkPaymentRow | undefined> {
  return db
    .selectFrom('externalTransfers')
    .select(['id', 'status', 'amountPesewas', 'failureCode', 'failureReason', 'payerStep', 'network', 'accountNumber', 'destinationKind'])
    .where('paymentLinkId', '=', linkId)
    .where('id', '=', paymentId)
    .executeTakeFirst() as Promise<LinkPaymentRow | undefined>;
}
