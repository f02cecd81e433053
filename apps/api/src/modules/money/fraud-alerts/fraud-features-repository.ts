import type { DB, Database } from '@ghanapay/db';
import { sql, type ExpressionBuilder } from 'kysely';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SenderProfile {
  id: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  balancePesewas: bigint;
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
export async function loadRecipientHistory(db: Database, senderId: string, recipient: RecipientKey, now: Date) {
  const row = await db.selectNoFrom((eb) => recipientHistorySelections(eb, senderId, recipient, now)).executeTakeFirstOrThrow();
  return toRecipientHistory(row, recipient);
}

/** How old a reporter's account must be for their report to weigh on payments (finding 3.7). */
const REPORTER_MIN_AGE_DAYS = 7;

/**
 * Serialises a sender's payments for scoring: the Nth of many parallel sends from one wallet waits
 * here until the earlier ones commit, so its velocity features count them (finding 3.8). A
 * transaction-scoped advisory lock, released at commit; other senders never wait on it.
 */
export async function lockSenderForScoring(db: Database, senderId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${senderId}, 7))`.execute(db);
}

/** The selections behind loadRecipientHistory, shared with a send's single context statement (loadSendContext). */
export function recipientHistorySelections(eb: ExpressionBuilder<DB, never>, senderId: string, recipient: RecipientKey, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const reporterStandingSince = new Date(now.getTime() - REPORTER_MIN_AGE_DAYS * DAY_MS);
  const recipientUserId = recipient.userId;
  return [
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
    // Only reporters in good standing count: a proved phone or e-mail, an account at least a week
    // old and a real completed payment of their own. Five throwaway accounts count for nothing.
    eb
      .selectFrom('userReports as ur')
      .innerJoin('users as reporter', 'reporter.id', 'ur.reporterId')
      .select((s) => s.fn.count<string>('ur.reporterId').distinct().as('reporters'))
      .where('ur.reportedId', '=', recipientUserId ?? '00000000-0000-0000-0000-000000000000')
      .where('ur.reporterId', '<>', senderId)
      .where('ur.status', '<>', 'dismissed')
      .where('reporter.createdAt', '<=', reporterStandingSince)
      .where((w) => w.or([w('reporter.phoneVerified', '=', true), w('reporter.emailVerified', '=', true)]))
      .where((w) =>
        w.exists(
          w
            .selectFrom('transactions as rt')
            .select('rt.id')
            .whereRef('rt.senderId', '=', 'ur.reporterId')
            .where('rt.status', '=', 'completed')
            .where('rt.recipientId', '<>', recipientUserId ?? '00000000-0000-0000-0000-000000000000'),
        ),
      )
      .as('distinctReporters'),
  ] as const;
}

export function toRecipientHistory(
  row: { paidBefore: unknown; savedContact: unknown; friend: unknown; distinctReporters: unknown },
  recipient: RecipientKey,
) {
  return {
    paidBefore: Boolean(row.paidBefore),
    establishedContact: Boolean(row.savedContact) || Boolean(row.friend),
    distinctReporters: recipient.userId ? Number(row.distinctReporters ?? 0) : 0,
  };
}
