import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

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

export interface RecipientHistory {
  paidBefore: boolean;
  establishedContact: boolean;
  distinctReporters: number;
}

/**
 * Reports, earlier payments and contact history between the sender and this recipient, in one
 * round trip (the database's payment_recipient_facts, which a send's context reads too).
 */
export async function loadRecipientHistory(db: Database, senderId: string, recipient: RecipientKey, now: Date): Promise<RecipientHistory> {
  const since = recipientFactsSince(now);
  const { rows } = await sql<{ paidBefore: boolean; savedContact: boolean; friend: boolean; distinctReporters: number }>`
    SELECT * FROM payment_recipient_facts(${senderId}, ${recipient.userId}::uuid, ${recipient.phone}, ${recipient.email},
      ${since.establishedBefore}, ${since.reporterStandingSince})`.execute(db);
  const facts = rows[0]!;
  return {
    paidBefore: facts.paidBefore,
    establishedContact: facts.savedContact || facts.friend,
    distinctReporters: facts.distinctReporters,
  };
}

/**
 * The two moments the recipient facts are measured against: a contact or a friendship counts once it
 * is a day old (a fraudster's victim is often added just before paying), and a report counts only
 * from a reporter whose account is at least REPORTER_MIN_AGE_DAYS old (finding 3.7).
 */
export function recipientFactsSince(now: Date): { establishedBefore: Date; reporterStandingSince: Date } {
  return {
    establishedBefore: new Date(now.getTime() - DAY_MS),
    reporterStandingSince: new Date(now.getTime() - REPORTER_MIN_AGE_DAYS * DAY_MS),
  };
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
