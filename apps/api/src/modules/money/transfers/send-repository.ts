import { sqlStateOf, type Database } from '@ghanapay/db';
import type { HistorySummary } from '@ghanapay/fraud';
import type { LimitBreach, PostedEntry } from '@ghanapay/ledger';
import { sql } from 'kysely';
import { recipientFactsSince, type RecipientHistory, type SenderProfile } from '../fraud-alerts/fraud-features-repository';
import type { fraudAlertFor } from '../fraud-alerts/fraud-assessment';
import type { MoneyUser } from '../money-user-repository';
import type { TransactionRow } from '../transaction-dto';
import type { RecipientQuery } from './recipient-resolver';
import { FRAUD_HISTORY_LIMIT } from '../money-policy';
import type { NoticeChoices } from '../../notify';

export interface SendContext {
  /** The accounts the recipient fields name (resolveRecipient decides what that means). */
  candidates: MoneyUser[];
  sender: SenderProfile & { walletAccountId: string | null; walletVersion: string | null };
  /** The scorer's figures of the sender's latest payments that moved money (at most FRAUD_HISTORY_LIMIT). */
  history: HistorySummary;
  /** About the one account named, or the phone or e-mail when nobody has them. */
  recipientHistory: RecipientHistory;
  /** The recipient's wallet, when exactly one account was named and it has a wallet. */
  recipientWalletAccountId: string | null;
  /** The id the payment will have (taken from the transactions' identity; unused ids leave gaps). */
  transactionId: string;
  /** This sender's row for the request's Idempotency-Key, if one is stored. */
  storedKey: StoredKey | null;
  /** The one recipient's proved addresses and notification choices, for the payment-received notice. */
  recipientNotice: NoticeChoices | null;
}

interface StoredKey {
  state: string;
  operation: string;
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
  expiresAt: Date;
}

/**
 * Everything a send reads before it writes, in one call of the database's send_context (migration
 * 0011, whose plans PostgreSQL keeps per connection): the candidates for the recipient, the sender
 * with their wallet and its version, their latest payments that moved money (newest first, at most
 * FRAUD_HISTORY_LIMIT), the recipient facts, the recipient's wallet, the payment's id, the
 * stored Idempotency-Key and (migration 0021) what the payment-received notice needs about the
 * recipient. undefined when the sender no longer exists.
 */
export async function loadSendContext(db: Database, request: SendContextRequest): Promise<SendContext | undefined> {
  const { senderId, recipient, now, idempotencyKey } = request;
  const since = recipientFactsSince(now);
  const { rows } = await sql<{ context: ContextJson }>`
    SELECT send_context(${senderId}, ${recipientIdOf(recipient)}::uuid, ${recipient.username ?? null}, ${recipient.phone ?? null},
      ${recipient.email ?? null}, ${since.establishedBefore}, ${since.reporterStandingSince}, ${FRAUD_HISTORY_LIMIT},
      ${idempotencyKey}, ${now}) AS context`.execute(db);
  return sendContextOf(rows[0]!.context);
}

/** What loadSendContext asks for one send. */
export interface SendContextRequest {
  senderId: string;
  recipient: RecipientQuery;
  now: Date;
  idempotencyKey: string | null;
}

/**
 * The contexts of several sends in one statement (send_context once a send, in order): what
 * loadSendContext answers for each. Reads only (and a payment id from the sequence for each).
 */
export async function loadSendContexts(db: Database, requests: readonly SendContextRequest[]): Promise<(SendContext | undefined)[]> {
  const column = <T>(f: (r: SendContextRequest) => T) => requests.map(f);
  const since = requests.map((r) => recipientFactsSince(r.now));
  const { rows } = await sql<{ context: ContextJson }>`
    SELECT send_context(s.sender_id, s.recipient_id, s.username, s.phone, s.email, s.established_before,
      s.reporter_standing_since, ${FRAUD_HISTORY_LIMIT}, s.idempotency_key, s.now) AS context
    FROM unnest(${column((r) => r.senderId)}::uuid[], ${column((r) => recipientIdOf(r.recipient))}::uuid[],
      ${column((r) => r.recipient.username ?? null)}::text[], ${column((r) => r.recipient.phone ?? null)}::text[],
      ${column((r) => r.recipient.email ?? null)}::text[], ${since.map((s) => s.establishedBefore)}::timestamptz[],
      ${since.map((s) => s.reporterStandingSince)}::timestamptz[], ${column((r) => r.idempotencyKey)}::text[],
      ${column((r) => r.now)}::timestamptz[])
      WITH ORDINALITY AS s (sender_id, recipient_id, username, phone, email, established_before, reporter_standing_since,
        idempotency_key, now, n)
    ORDER BY s.n`.execute(db);
  if (rows.length !== requests.length) throw new Error(`send_context gave ${rows.length} answers for ${requests.length} sends`);
  return rows.map((row) => sendContextOf(row.context));
}

/** The id a recipient field names, as send_context takes it (not a uuid: an id nobody has). */
function recipientIdOf(recipient: RecipientQuery): string | null {
  if (recipient.recipientId === undefined) return null;
  return UUID_PATTERN.test(recipient.recipientId) ? recipient.recipientId : NOBODY;
}

function sendContextOf(context: ContextJson): SendContext | undefined {
  const sender = context.sender;
  if (!sender) return undefined;
  const key = context.storedKey;
  const facts = context.facts;
  return {
    candidates: context.candidates.map(({ createdAtMs, ...user }) => ({ ...user, createdAt: new Date(Number(createdAtMs)) })),
    sender: {
      id: sender.id,
      firstName: sender.firstName,
      lastName: sender.lastName,
      createdAt: new Date(Number(sender.createdAtMs)),
      balancePesewas: BigInt(sender.balancePesewas ?? 0),
      walletAccountId: sender.walletAccountId,
      walletVersion: sender.walletVersion,
    },
    history: historySummary(context.historySummary),
    recipientHistory: {
      paidBefore: facts.paidBefore,
      establishedContact: facts.savedContact || facts.friend,
      distinctReporters: facts.distinctReporters,
    },
    recipientWalletAccountId: context.recipientWallet,
    transactionId: context.transactionId,
    recipientNotice: context.recipientNotice
      ? {
          phone: context.recipientNotice.phone,
          email: context.recipientNotice.email,
          category: context.recipientNotice.transactions,
          sms: context.recipientNotice.sms,
          byEmail: context.recipientNotice.byEmail,
        }
      : null,
    storedKey: key
      ? {
          state: key.state,
          operation: key.operation,
          requestHash: key.requestHash,
          responseStatus: key.responseStatus,
          responseBody: key.responseBody,
          expiresAt: new Date(Number(key.expiresAtMs)),
        }
      : null,
  };
}

interface HistorySummaryJson {
  count: number;
  median: string | null;
  mean: string | null;
  largest: string | null;
  last10Minutes: number;
  last24Hours: number;
  sent24Hours: string;
}

function historySummary(json: HistorySummaryJson): HistorySummary {
  const pesewas = (value: string | null) => (value === null ? null : BigInt(value));
  return {
    medianPaymentPesewas: pesewas(json.median),
    meanPaymentPesewas: pesewas(json.mean),
    largestPaymentPesewas: pesewas(json.largest),
    previousPaymentCount: json.count,
    paymentsLast10Minutes: json.last10Minutes,
    paymentsLast24Hours: json.last24Hours,
    sentLast24HoursPesewas: BigInt(json.sent24Hours),
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Not a uuid: nobody has it (and PostgreSQL would refuse the comparison). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

interface ContextJson {
  candidates: (Omit<MoneyUser, 'createdAt'> & { createdAtMs: string })[];
  sender: {
    id: string;
    firstName: string;
    lastName: string;
    createdAtMs: string;
    balancePesewas: string | null;
    walletAccountId: string | null;
    walletVersion: string | null;
  } | null;
  /** Migration 0022. */
  historySummary: HistorySummaryJson;
  facts: { paidBefore: boolean; savedContact: boolean; friend: boolean; distinctReporters: number };
  recipientWallet: string | null;
  /** Migration 0021. */
  recipientNotice: { phone: string | null; email: string | null; transactions: boolean; sms: boolean; byEmail: boolean } | null;
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

export interface SendPaymentWrite {
  sessionId: string | null;
  now: Date;
  senderId: string;
  idempotency: { key: string; operation: string; requestHash: string; expiresAt: Date } | null;
  senderWallet: string;
  senderWalletVersion: string | null;
  /** The payment's row (send_payment reads it with jsonb_populate_record, so its keys go out in snake_case). */
  payment: Omit<TransactionRow, 'senderFirstName' | 'senderLastName' | 'recipientFirstName' | 'recipientLastName'> & {
    heldUntil: Date | null;
  };
  alert: ReturnType<typeof fraudAlertFor> | null;
  journalKind: string;
  /** The ledger entries to post (none for a blocked payment). */
  entries: readonly PostedEntry[];
  /** What the request answers, stored with the key. */
  response: unknown;
}

export type SendPaymentOutcome =
  | { outcome: 'completed' | 'in_flight' | 'key_reused' | 'stale' | 'insufficient' | 'unauthenticated' }
  | { outcome: 'replay'; responseStatus: number; responseBody: unknown }
  /** A tier limit the payment would pass (send_payment's answer, migration 0015). */
  | { outcome: 'limit'; breach: LimitBreach };

/** A row of send_payment: what it decides before any write. Stale, insufficient and limit come as a refusal (GP001). */
interface SendPaymentRow {
  outcome: 'completed' | 'in_flight' | 'key_reused' | 'unauthenticated' | 'replay';
  responseStatus: number | null;
  responseBody: unknown;
}

/**
 * The money transaction of a send in one statement (the database's send_payment, migrations 0011 and
 * 0023): session check, idempotency claim, the payment row, the alert, the stored response, then the
 * wallets' locks, the version, funds and limit checks under them, and the ledger posting, committed
 * together or not at all. A check under the locks that refuses raises SQLSTATE GP001 (its outcome
 * the message; a limit's breach the detail), which aborts everything the statement wrote.
 */
export async function writeSendPayment(db: Database, write: SendPaymentWrite): Promise<SendPaymentOutcome> {
  const key = write.idempotency;
  let rows: SendPaymentRow[];
  try {
    ({ rows } = await sql<SendPaymentRow>`
      SELECT outcome, response_status, response_body FROM send_payment(
        ${write.sessionId}, ${write.now}, ${write.senderId},
        ${key?.key ?? null}, ${key?.operation ?? null}, ${key?.requestHash ?? null}, ${key?.expiresAt ?? null},
        ${write.senderWallet}::bigint, ${write.senderWalletVersion},
        ${snakeCaseJson(write.payment)}::jsonb, ${write.alert ? snakeCaseJson(write.alert) : null}::jsonb,
        ${write.journalKind}, ${write.entries.map((e) => e.accountId)}::bigint[], ${write.entries.map((e) => e.amountPesewas.toString())}::bigint[],
        ${JSON.stringify(write.response ?? null)}::jsonb)`.execute(db));
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    throw error;
  }
  const row = rows[0]!;
  if (row.outcome === 'replay') return { outcome: 'replay', responseStatus: row.responseStatus!, responseBody: row.responseBody };
  return { outcome: row.outcome };
}

/**
 * Several sends in one call of the database's send_payments (migration 0027): each runs as
 * send_payment in a subtransaction of its own, after the union of their wallets is locked in id
 * order, and the batch commits as one transaction. An answer per write, in order: its outcome, or
 * the error that made its subtransaction roll back (its own writes only). If the call itself fails
 * (the commit, the connection), it throws and no write of the batch stays.
 */
export async function writeSendPayments(db: Database, writes: readonly SendPaymentWrite[]): Promise<(SendPaymentOutcome | Error)[]> {
  const sends = writes.map((write) => {
    const key = write.idempotency;
    return {
      session_id: write.sessionId,
      now: write.now,
      sender_id: write.senderId,
      idempotency_key: key?.key ?? null,
      operation: key?.operation ?? null,
      request_hash: key?.requestHash ?? null,
      key_expires_at: key?.expiresAt ?? null,
      sender_wallet: write.senderWallet,
      sender_wallet_version: write.senderWalletVersion,
      transaction: snakeCaseRow(write.payment),
      alert: write.alert ? snakeCaseRow(write.alert) : null,
      journal_kind: write.journalKind,
      accounts: write.entries.map((e) => e.accountId),
      amounts: write.entries.map((e) => e.amountPesewas.toString()),
      response: write.response ?? null,
    };
  });
  const { rows } = await sql<SendPaymentsRow>`
    SELECT n, outcome, response_status, response_body, detail FROM send_payments(${JSON.stringify(sends)}::jsonb)`.execute(db);
  const answers: (SendPaymentOutcome | Error)[] = writes.map(() => new Error('send_payments gave no answer for this send'));
  for (const row of rows) answers[row.n - 1] = outcomeOfRow(row);
  return answers;
}

/** A row of send_payments: a send's position (from 1) and send_payment's answer or refusal (migration 0027). */
interface SendPaymentsRow {
  n: number;
  outcome: SendPaymentRow['outcome'] | 'stale' | 'insufficient' | 'limit' | 'error';
  responseStatus: number | null;
  responseBody: unknown;
  detail: string | null;
}

function outcomeOfRow(row: SendPaymentsRow): SendPaymentOutcome | Error {
  switch (row.outcome) {
    case 'replay':
      return { outcome: 'replay', responseStatus: row.responseStatus!, responseBody: row.responseBody };
    case 'stale':
    case 'insufficient':
    case 'limit': {
      // As send_payment alone raises it (GP001, the outcome its message), read by the same mapping.
      const raised = Object.assign(new Error(row.outcome), { code: 'GP001', detail: row.detail ?? undefined });
      return refusalOf(raised) ?? raised;
    }
    case 'error':
      return sendError(row.detail ?? '');
    default:
      return { outcome: row.outcome };
  }
}

/** A send that failed inside send_payments ("SQLSTATE message"), as the error pg throws for send_payment alone. */
function sendError(detail: string): Error {
  const [code, ...message] = detail.split(' ');
  return Object.assign(new Error(message.join(' ')), { code });
}

/** send_payment's refusal under the wallets' locks (SQLSTATE GP001, migration 0023), or undefined. */
function refusalOf(error: unknown): SendPaymentOutcome | undefined {
  if (sqlStateOf(error) !== 'GP001') return undefined;
  const { message, detail } = error as { message: string; detail?: string };
  if (message === 'stale' || message === 'insufficient') return { outcome: message };
  if (message === 'limit' && detail) {
    const breach = JSON.parse(detail) as { accountId: string; limit: LimitBreach['limit']; limitPesewas: string; usedPesewas: string };
    return {
      outcome: 'limit',
      breach: { ...breach, limitPesewas: BigInt(breach.limitPesewas), usedPesewas: BigInt(breach.usedPesewas) },
    };
  }
  return undefined;
}

/** A row for jsonb_populate_record: camelCase keys as the table's snake_case columns (dates as ISO text). */
function snakeCaseJson(row: object): string {
  return JSON.stringify(snakeCaseRow(row));
}

function snakeCaseRow(row: object): Record<string, unknown> {
  const snake: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) snake[snakeCase(key)] = value;
  return snake;
}

/** A column's name from its camelCase key, made once per key (every send writes the same keys). */
const snakeCaseKeys = new Map<string, string>();
function snakeCase(key: string): string {
  let name = snakeCaseKeys.get(key);
  if (name === undefined) {
    name = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    snakeCaseKeys.set(key, name);
  }
  return name;
}
