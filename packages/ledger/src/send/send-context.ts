import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/** What send_context (sql/send_context.sql) takes for one send. */
export interface SendContextQuery {
  senderId: string;
  /** An account id the recipient field names (not a uuid: an id nobody has), or null for the fields typed. */
  recipientId: string | null;
  username: string | null;
  phone: string | null;
  email: string | null;
  /** Contacts and friendships count as established when made before this. */
  establishedBefore: Date;
  /** Reporters count when their account is older than this. */
  reporterStandingSince: Date;
  /** How many of the sender's latest payments the history summary reads. */
  historyLimit: number;
  idempotencyKey: string | null;
  now: Date;
}

/** send_context's answer as it comes (ids, pesewas and milliseconds as decimal text). */
export interface SendContextAnswer {
  candidates: {
    id: string;
    firstName: string;
    lastName: string;
    username: string;
    phoneNumber: string | null;
    email: string | null;
    profileImageUrl: string | null;
    createdAtMs: string;
  }[];
  sender: {
    id: string;
    firstName: string;
    lastName: string;
    createdAtMs: string;
    balancePesewas: string | null;
    walletAccountId: string | null;
    walletVersion: string | null;
  } | null;
  historySummary: {
    count: number;
    median: string | null;
    mean: string | null;
    largest: string | null;
    last10Minutes: number;
    last24Hours: number;
    sent24Hours: string;
  };
  facts: { paidBefore: boolean; savedContact: boolean; friend: boolean; distinctReporters: number };
  recipientWallet: string | null;
  recipientNotice: {
    phone: string | null;
    email: string | null;
    transactions: boolean;
    sms: boolean;
    byEmail: boolean;
    /** An ISO 639-1 code ('en' without a preferences row). */
    language: string;
    pushShowAmounts: boolean;
    /** Their subscribed devices, oldest first; none when push or the transactions category is off. */
    pushDevices: { id: string; endpoint: string; p256dh: string; auth: string }[];
  } | null;
  /** The one recipient owes a live reversal request (it takes what this payment brings). */
  recipientOwesReversal: boolean;
  /** The sender's first-payment rule; null without a preferences row (the defaults apply). */
  firstPayment: { thresholdPesewas: string | null; waitMinutes: number } | null;
  /** The sender's guardians row, if any (a pending change applies from pendingEffectiveAtMs). */
  guardian: {
    guardianId: string | null;
    thresholdPesewas: string | null;
    pendingGuardianId: string | null;
    pendingThresholdPesewas: string | null;
    pendingEffectiveAtMs: string | null;
  } | null;
  /** A recovery cool-down is in force at `now`. */
  cooldownInForce: boolean;
  transactionId: string;
  storedKey: {
    state: string;
    operation: string;
    requestHash: string;
    responseStatus: number | null;
    responseBody: unknown;
    expiresAtMs: string;
  } | null;
}

/**
 * Everything a send reads, in one call of the database's send_context (sql/send_context.sql: a batch
 * of one of send_contexts): the score's inputs, the waiting rules, the reversal check and the
 * recipient's notice. Reads only, and takes the payment's id from the transactions' sequence.
 */
export async function loadSendContext(db: Database, query: SendContextQuery): Promise<SendContextAnswer> {
  const { rows } = await sql<{ context: SendContextAnswer }>`
    SELECT send_context(${query.senderId}, ${recipientIdOf(query)}::uuid, ${query.username}, ${query.phone},
      ${query.email}, ${query.establishedBefore}, ${query.reporterStandingSince}, ${query.historyLimit},
      ${query.idempotencyKey}, ${query.now}) AS context`.execute(db);
  return rows[0]!.context;
}

/**
 * The contexts of several sends in one call of send_contexts (sql/send_contexts.sql): a statement for
 * the batch, each read a subplan run once a send. An answer per query, in order.
 */
export async function loadSendContexts(db: Database, queries: readonly SendContextQuery[]): Promise<SendContextAnswer[]> {
  const column = <T>(f: (q: SendContextQuery) => T) => queries.map(f);
  const { rows } = await sql<{ n: number; context: SendContextAnswer }>`
    SELECT n, context FROM send_contexts(${column((q) => q.senderId)}::uuid[], ${column(recipientIdOf)}::uuid[],
      ${column((q) => q.username)}::text[], ${column((q) => q.phone)}::text[], ${column((q) => q.email)}::text[],
      ${column((q) => q.establishedBefore)}::timestamptz[], ${column((q) => q.reporterStandingSince)}::timestamptz[],
      ${column((q) => q.historyLimit)}::integer[], ${column((q) => q.idempotencyKey)}::text[],
      ${column((q) => q.now)}::timestamptz[])`.execute(db);
  if (rows.length !== queries.length) throw new Error(`send_contexts gave ${rows.length} answers for ${queries.length} sends`);
  return rows.map((row, i) => {
    if (row.n !== i + 1) throw new Error(`send_contexts answered send ${row.n} in place ${i + 1}`);
    return row.context;
  });
}

/** The id as send_contexts takes it (not a uuid: an id nobody has, which PostgreSQL would refuse to compare). */
function recipientIdOf(query: SendContextQuery): string | null {
  if (query.recipientId === null) return null;
  return UUID_PATTERN.test(query.recipientId) ? query.recipientId : NOBODY;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOBODY = '00000000-0000-0000-0000-000000000000';
