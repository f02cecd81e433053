import type { MoneyExecutor } from './money-executor';
import type { OutgoingPayment } from './fraud-features';
import { FRAUD_HISTORY_LIMIT } from './money-policy';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SenderProfile {
  id: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  balancePesewas: bigint;
}

export async function loadSenderProfile(db: MoneyExecutor, userId: string): Promise<SenderProfile | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('ledgerAccounts', (join) => join.onRef('ledgerAccounts.userId', '=', 'users.id').on('ledgerAccounts.kind', '=', 'wallet'))
    .select(['users.id', 'users.firstName', 'users.lastName', 'users.createdAt', 'ledgerAccounts.balancePesewas'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, balancePesewas: BigInt(row.balancePesewas ?? 0) };
}

/** The sender's latest payments that moved money (newest first, at most FRAUD_HISTORY_LIMIT). */
export async function loadOutgoingPayments(db: MoneyExecutor, senderId: string): Promise<OutgoingPayment[]> {
  const rows = await db
    .selectFrom('transactions')
    .select(['amountPesewas', 'createdAt', 'status'])
    .where('senderId', '=', senderId)
    .where('status', 'in', ['completed', 'pending'])
    .orderBy('id', 'desc')
    .limit(FRAUD_HISTORY_LIMIT)
    .execute();
  return rows.map((r) => ({ amountPesewas: BigInt(r.amountPesewas), createdAt: r.createdAt, status: r.status as OutgoingPayment['status'] }));
}

export interface RecipientKey {
  userId: string | null;
  phone: string | null;
  email: string | null;
}

/** Reports, earlier payments and contact history between the sender and this recipient. */
export async function loadRecipientHistory(db: MoneyExecutor, senderId: string, recipient: RecipientKey, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const matchesRecipient = <T extends 'recipientId' | 'recipientPhone' | 'recipientEmail'>(column: T, value: string | null) => (value ? [[column, value] as const] : []);
  const paymentKeys = recipient.userId
    ? matchesRecipient('recipientId', recipient.userId)
    : [...matchesRecipient('recipientPhone', recipient.phone), ...matchesRecipient('recipientEmail', recipient.email)];

  const paid = await db
    .selectFrom('transactions')
    .select('id')
    .where('senderId', '=', senderId)
    .where('status', 'in', ['completed', 'pending'])
    .where((eb) => eb.or(paymentKeys.map(([column, value]) => eb(column, '=', value))))
    .limit(1)
    .executeTakeFirst();

  const contact = await db
    .selectFrom('contacts')
    .select('id')
    .where('userId', '=', senderId)
    .where('createdAt', '<=', dayAgo)
    .where((eb) =>
      eb.or([
        ...(recipient.userId ? [eb('contactUserId', '=', recipient.userId)] : []),
        ...(recipient.phone ? [eb('contactPhone', '=', recipient.phone)] : []),
        ...(recipient.email ? [eb('contactEmail', '=', recipient.email)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();

  let friend: { id: string } | undefined;
  let distinctReporters = 0;
  if (recipient.userId) {
    const userId = recipient.userId;
    friend = await db
      .selectFrom('friendships')
      .select('id')
      .where('status', '=', 'accepted')
      .where((eb) => eb(eb.fn.coalesce('respondedAt', 'requestedAt'), '<=', dayAgo))
      .where((eb) =>
        eb.or([
          eb.and([eb('requesterId', '=', senderId), eb('addresseeId', '=', userId)]),
          eb.and([eb('requesterId', '=', userId), eb('addresseeId', '=', senderId)]),
        ]),
      )
      .executeTakeFirst();
    const reports = await db
      .selectFrom('userReports')
      .select((eb) => eb.fn.count<string>('reporterId').distinct().as('reporters'))
      .where('reportedId', '=', userId)
      .where('reporterId', '<>', senderId)
      .where('status', '<>', 'dismissed')
      .executeTakeFirstOrThrow();
    distinctReporters = Number(reports.reporters);
  }

  return { paidBefore: paid !== undefined, establishedContact: contact !== undefined || friend !== undefined, distinctReporters };
}
