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

/**
 * Reports, earlier payments and contact history between the sender and this recipient, in one
 * round trip (this runs on every payment).
 */
export async function loadRecipientHistory(db: MoneyExecutor, senderId: string, recipient: RecipientKey, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const recipientUserId = recipient.userId;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('transactions')
            .select('id')
            .where('senderId', '=', senderId)
            .where('status', 'in', ['completed', 'pending'])
            .where((w) =>
              recipientUserId
                ? w('recipientId', '=', recipientUserId)
                : w.or([
                    ...(recipient.phone ? [w('recipientPhone', '=', recipient.phone)] : []),
                    ...(recipient.email ? [w('recipientEmail', '=', recipient.email)] : []),
                  ]),
            ),
        )
        .as('paidBefore'),
      eb
        .exists(
          eb
            .selectFrom('contacts')
            .select('id')
            .where('userId', '=', senderId)
            .where('createdAt', '<=', dayAgo)
            .where((w) =>
              w.or([
                ...(recipientUserId ? [w('contactUserId', '=', recipientUserId)] : []),
                ...(recipient.phone ? [w('contactPhone', '=', recipient.phone)] : []),
                ...(recipient.email ? [w('contactEmail', '=', recipient.email)] : []),
              ]),
            ),
        )
        .as('savedContact'),
      eb
        .exists(
          eb
            .selectFrom('friendships')
            .select('id')
            .where('status', '=', 'accepted')
            .where((w) => w(w.fn.coalesce('respondedAt', 'requestedAt'), '<=', dayAgo))
            .where((w) =>
              recipientUserId
                ? w.or([
                    w.and([w('requesterId', '=', senderId), w('addresseeId', '=', recipientUserId)]),
                    w.and([w('requesterId', '=', recipientUserId), w('addresseeId', '=', senderId)]),
                  ])
                : w.val(false),
            ),
        )
        .as('friend'),
      eb
        .selectFrom('userReports')
        .select((s) => s.fn.count<string>('reporterId').distinct().as('reporters'))
        .where('reportedId', '=', recipientUserId ?? '00000000-0000-0000-0000-000000000000')
        .where('reporterId', '<>', senderId)
        .where('status', '<>', 'dismissed')
        .as('distinctReporters'),
    ])
    .executeTakeFirstOrThrow();
  return {
    paidBefore: Boolean(row.paidBefore),
    establishedContact: Boolean(row.savedContact) || Boolean(row.friend),
    distinctReporters: recipientUserId ? Number(row.distinctReporters ?? 0) : 0,
  };
}
