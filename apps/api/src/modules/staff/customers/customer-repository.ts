import type { Database } from '@ghanapay/db';
import { walletAccountsQuery } from '@ghanapay/ledger';

// Reads for the staff console's customer look-up. Each answers a user id, or undefined.

export async function findUserIdByPhone(db: Database, e164: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('id').where('phoneNumber', '=', e164).executeTakeFirst())?.id;
}

export async function findUserIdByEmail(db: Database, email: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst()
  )?.id;
}

export async function findUserIdByUsername(db: Database, username: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst())?.id;
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** A P2P payment's sender (the person who would ask about it). */
export async function findSenderOfTransaction(db: Database, transactionId: string): Promise<string | undefined> {
  return (await db.selectFrom('transactions').select('senderId').where('id', '=', transactionId).executeTakeFirst())?.senderId;
}

/** Who paid a bill or a shop, by the payment's uuid. */
export async function findPayerOfPayment(db: Database, paymentId: string): Promise<string | undefined> {
  const bill = await db.selectFrom('billPayments').select('userId').where('id', '=', paymentId).executeTakeFirst();
  if (bill) return bill.userId;
  return (await db.selectFrom('merchantPayments').select('payerId').where('id', '=', paymentId).executeTakeFirst())?.payerId;
}

/** Who filed a complaint, by its reference (CMP-2026-000123). */
export async function findComplainant(db: Database, reference: string): Promise<string | undefined> {
  return (await db.selectFrom('complaints').select('userId').where('reference', '=', reference).executeTakeFirst())?.userId;
}

export async function findOwnerOfTransfer(db: Database, transferId: string): Promise<string | undefined> {
  return (await db.selectFrom('externalTransfers').select('userId').where('id', '=', transferId).executeTakeFirst())?.userId;
}

export async function loadCustomerProfile(db: Database, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin(walletAccountsQuery(db).as('w'), 'w.userId', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.firstName',
      'u.lastName',
      'u.phoneNumber',
      'u.email',
      'u.kycTier',
      'u.role',
      'u.createdAt',
      'u.closedAt',
    ])
    .select(['w.balancePesewas', 'w.frozen'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export interface RecentPaymentRow {
  id: string;
  kind: 'p2p' | 'bill' | 'merchant' | 'transfer';
  direction: 'in' | 'out';
  amountPesewas: string;
  status: string;
  counterparty: string;
  at: Date;
}

/** The person's latest payments of every kind, newest first. */
export async function listRecentPayments(db: Database, userId: string, limit: number): Promise<RecentPaymentRow[]> {
  const [p2p, bills, shops, transfers] = await Promise.all([
    db
      .selectFrom('transactions as t')
      .leftJoin('users as s', 's.id', 't.senderId')
      .leftJoin('users as r', 'r.id', 't.recipientId')
      .select([
        't.id',
        't.senderId',
        't.amountPesewas',
        't.status',
        't.createdAt',
        's.username as senderUsername',
        'r.username as recipientUsername',
      ])
      .select(['t.recipientPhone', 't.recipientEmail'])
      .where((eb) => eb.or([eb('t.senderId', '=', userId), eb('t.recipientId', '=', userId)]))
      .orderBy('t.createdAt', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('billPayments')
      .select(['id', 'billerId', 'amountPesewas', 'status', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('merchantPayments as p')
      .innerJoin('merchants as m', 'm.id', 'p.merchantId')
      .select(['p.id', 'p.amountPesewas', 'p.createdAt', 'm.businessName'])
      .where('p.payerId', '=', userId)
      .orderBy('p.createdAt', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('externalTransfers')
      .select(['id', 'direction', 'destinationKind', 'amountPesewas', 'status', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const rows: RecentPaymentRow[] = [
    ...p2p.map((t) => {
      const out = t.senderId === userId;
      return {
        id: t.id,
        kind: 'p2p' as const,
        direction: out ? ('out' as const) : ('in' as const),
        amountPesewas: t.amountPesewas,
        status: t.status,
        counterparty: (out ? (t.recipientUsername ?? t.recipientPhone ?? t.recipientEmail) : t.senderUsername) ?? 'unknown',
        at: t.createdAt,
      };
    }),
    ...bills.map((b) => ({
      id: b.id,
      kind: 'bill' as const,
      direction: 'out' as const,
      amountPesewas: b.amountPesewas,
      status: b.status,
      counterparty: b.billerId,
      at: b.createdAt,
    })),
    ...shops.map((p) => ({
      id: p.id,
      kind: 'merchant' as const,
      direction: 'out' as const,
      amountPesewas: p.amountPesewas,
      status: 'completed',
      counterparty: p.businessName,
      at: p.createdAt,
    })),
    ...transfers.map((x) => ({
      id: x.id,
      kind: 'transfer' as const,
      direction: x.direction === 'in' ? ('in' as const) : ('out' as const),
      amountPesewas: x.amountPesewas,
      status: x.status,
      counterparty: x.destinationKind,
      at: x.createdAt,
    })),
  ];
  return rows.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}
