import { sqlStateOf, type Database } from '@ghanapay/db';
import { sql } from 'kysely';
import { WALLET_FROZEN_STATE } from '../database-error';
import type { LimitBreach } from '../post-journal';
import type { PostedEntry } from '../types';

/** One send's money transaction, as the database's send_payment (sql/send_payment.sql) takes it. */
export interface SendPaymentWrite {
  sessionId: string | null;
  now: Date;
  senderId: string;
  idempotency: { key: string; operation: string; requestHash: string; expiresAt: Date } | null;
  senderWallet: string;
  senderWalletVersion: string | null;
  /** The payment's transactions row (read with jsonb_populate_record: its camelCase keys go out as snake_case columns). */
  payment: object;
  /** Its fraud_alerts row, if any (the same way). */
  alert: object | null;
  journalKind: string;
  /** The ledger entries to post (none for a blocked payment). */
  entries: readonly PostedEntry[];
  /** What the request answers, stored with the key. */
  response: unknown;
}

export type SendPaymentOutcome =
  | { outcome: 'completed' | 'in_flight' | 'key_reused' | 'stale' | 'insufficient' | 'unauthenticated' }
  /** The sender's wallet is frozen (ledger_write_postings raised GP003): nothing was written. */
  | { outcome: 'frozen' }
  | { outcome: 'replay'; responseStatus: number; responseBody: unknown }
  /** A tier limit the payment would pass. */
  | { outcome: 'limit'; breach: LimitBreach };

/** A row of send_payment: what it decides before any write. Stale, insufficient and limit come as a refusal (GP001). */
interface SendPaymentRow {
  outcome: 'completed' | 'in_flight' | 'key_reused' | 'unauthenticated' | 'replay';
  responseStatus: number | null;
  responseBody: unknown;
}

/**
 * The money transaction of a send in one statement (sql/send_payment.sql): session check,
 * idempotency claim, the payment row, the alert, the stored response, then the wallets' locks, the
 * version, funds and limit checks under them, and the ledger posting, committed together or not at
 * all. A check under the locks that refuses raises SQLSTATE GP001 (its outcome the message; a
 * limit's breach the detail), which aborts everything the statement wrote.
 */
export async function sendPayment(db: Database, write: SendPaymentWrite): Promise<SendPaymentOutcome> {
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
 * Several sends in one call of the database's send_payments (sql/send_payments.sql), set-based: one
 * insert per table for the payments, alerts, stored answers and journals of all, then their postings
 * through ledger_write_postings (every wallet locked at once, each send checked in order, the
 * accepted ones written together; a refused send's rows deleted), and the batch commits as one
 * transaction. An answer per write, in order: its outcome, or the error that made it fail (a row a
 * table refused makes the call send each alone, so only that send fails). If the call itself fails
 * (the commit, the connection, a lock waited for past its lock_timeout), it throws and no write of
 * the batch stays.
 */
export async function sendPayments(db: Database, writes: readonly SendPaymentWrite[]): Promise<(SendPaymentOutcome | Error)[]> {
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

/** A row of send_payments: a send's position (from 1) and its answer or refusal, as send_payment gives them. */
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
    case 'error': {
      const failed = sendError(row.detail ?? '');
      return refusalOf(failed) ?? failed;
    }
    default:
      return { outcome: row.outcome };
  }
}

/** A send that failed inside send_payments ("SQLSTATE message"), as the error pg throws for send_payment alone. */
function sendError(detail: string): Error {
  const [code, ...message] = detail.split(' ');
  return Object.assign(new Error(message.join(' ')), { code });
}

/** send_payment's refusal under the wallets' locks (SQLSTATE GP001), or undefined. */
function refusalOf(error: unknown): SendPaymentOutcome | undefined {
  if (sqlStateOf(error) === WALLET_FROZEN_STATE) return { outcome: 'frozen' };
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
