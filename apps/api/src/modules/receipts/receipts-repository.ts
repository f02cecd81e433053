import type { Database } from '@ghanapay/db';
import { billerNameOf } from '../money';

/** One completed payment's facts as a receipt needs them, whatever table holds it. */
export interface ReceiptRow {
  amountPesewas: bigint;
  completedAt: Date;
  payerUserId: string;
  /** Null when the payee is not one of our users (a linked account, a biller). */
  payeeUserId: string | null;
  payerName: string;
  payeeName: string;
}

const person = (first: string, last: string) => `${first} ${last}`.trim();

/** A completed P2P payment between two users (a held payment has no receipt until it is claimed). */
export async function findP2pReceiptRow(db: Database, id: string): Promise<ReceiptRow | null> {
  const row = await db
    .selectFrom('transactions as t')
    .innerJoin('users as s', 's.id', 't.senderId')
    .innerJoin('users as r', 'r.id', 't.recipientId')
    .select(['t.amountPesewas', 't.completedAt', 't.updatedAt', 't.senderId', 't.recipientId'])
    .select(['s.firstName as payerFirst', 's.lastName as payerLast', 'r.firstName as payeeFirst', 'r.lastName as payeeLast'])
    .where('t.id', '=', id)
    .where('t.status', '=', 'completed')
    .executeTakeFirst();
  if (!row) return null;
  return {
    amountPesewas: BigInt(row.amountPesewas),
    completedAt: row.completedAt ?? row.updatedAt,
    payerUserId: row.senderId,
    payeeUserId: row.recipientId,
    payerName: person(row.payerFirst, row.payerLast),
    payeeName: person(row.payeeFirst, row.payeeLast),
  };
}

/** A completed transfer out of a wallet to a linked account or a bank (not a refund of Add Money: that never left a wallet). */
export async function findTransferOutReceiptRow(db: Database, id: string): Promise<ReceiptRow | null> {
  const row = await db
    .selectFrom('externalTransfers as x')
    .innerJoin('users as u', 'u.id', 'x.userId')
    .select(['x.amountPesewas', 'x.completedAt', 'x.updatedAt', 'x.userId', 'x.accountName', 'u.firstName', 'u.lastName'])
    .where('x.id', '=', id)
    .where('x.direction', '=', 'out')
    .where('x.purpose', 'in', ['wallet_transfer', 'bank_transfer'])
    .where('x.status', '=', 'completed')
    .executeTakeFirst();
  if (!row) return null;
  return {
    amountPesewas: BigInt(row.amountPesewas),
    completedAt: row.completedAt ?? row.updatedAt,
    payerUserId: row.userId,
    payeeUserId: null,
    payerName: person(row.firstName, row.lastName),
    payeeName: row.accountName,
  };
}

/** A completed airtime, data or bill payment: the payee is the biller and the customer number. */
export async function findBillReceiptRow(db: Database, id: string): Promise<ReceiptRow | null> {
  const row = await db
    .selectFrom('billPayments as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .select(['b.amountPesewas', 'b.completedAt', 'b.updatedAt', 'b.userId', 'b.billerId', 'b.customerNumber', 'u.firstName', 'u.lastName'])
    .where('b.id', '=', id)
    .where('b.status', '=', 'completed')
    .executeTakeFirst();
  if (!row) return null;
  return {
    amountPesewas: BigInt(row.amountPesewas),
    completedAt: row.completedAt ?? row.updatedAt,
    payerUserId: row.userId,
    payeeUserId: null,
    payerName: person(row.firstName, row.lastName),
    payeeName: `${billerNameOf(row.billerId)} ${row.customerNumber}`,
  };
}

/** A payment to a merchant: the payee is the business (its owner may see the receipt too). */
export async function findMerchantReceiptRow(db: Database, id: string): Promise<ReceiptRow | null> {
  const row = await db
    .selectFrom('merchantPayments as p')
    .innerJoin('merchants as m', 'm.id', 'p.merchantId')
    .innerJoin('users as u', 'u.id', 'p.payerId')
    .select(['p.amountPesewas', 'p.createdAt', 'p.payerId', 'm.userId as ownerId', 'm.businessName', 'u.firstName', 'u.lastName'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    amountPesewas: BigInt(row.amountPesewas),
    completedAt: row.createdAt,
    payerUserId: row.payerId,
    payeeUserId: row.ownerId,
    payerName: person(row.firstName, row.lastName),
    payeeName: row.businessName,
  };
}
