import type { Database } from '@ghanapay/db';
import type { OutgoingPayment } from '@ghanapay/fraud';
import type { PostedEntry } from '@ghanapay/ledger';
import { sql } from 'kysely';
import {
  recipientHistorySelections,
  toRecipientHistory,
  type RecipientKey,
  type SenderProfile,
} from '../fraud-alerts/fraud-features-repository';
import { FRAUD_HISTORY_LIMIT } from '../money-policy';

export interface SendContext {
  sender: SenderProfile & { walletAccountId: string | null; walletVersion: string | null };
  history: OutgoingPayment[];
  recipientHistory: { paidBefore: boolean; establishedContact: boolean; distinctReporters: number };
  /** The recipient's wallet, when they have an account and a wallet. */
  recipientWalletAccountId: string | null;
  /** The id the payment will have (taken from the transactions' identity; unused ids leave gaps). */
  transactionId: string;
  /** This sender's row for the request's Idempotency-Key, if one is stored. */
  storedKey: StoredKey | null;
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
 * Everything a send reads before it writes, in one round trip: the sender's profile, wallet and the
 * wallet row's version (xmin: it changes with every posting to the wallet), their latest payments
 * that moved money (newest first, at most FRAUD_HISTORY_LIMIT), the recipient facts, the
 * recipient's wallet id, the id the payment will take, and the stored Idempotency-Key.
 */
export async function loadSendContext(
  db: Database,
  senderId: string,
  recipient: RecipientKey,
  now: Date,
  idempotencyKey: string | null,
): Promise<SendContext | undefined> {
  const row = await db
    .selectNoFrom((eb) => [
      ...recipientHistorySelections(eb, senderId, recipient, now),
      sql<SenderRow | null>`(
        SELECT json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
          'createdAtMs', floor(extract(epoch FROM u.created_at) * 1000)::bigint::text,
          'balancePesewas', a.balance_pesewas::text, 'walletAccountId', a.id::text, 'walletVersion', a.xmin::text)
        FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'wallet'
        WHERE u.id = ${senderId})`.as('sender'),
      sql<[string, string, string][]>`(
        SELECT coalesce(json_agg(json_build_array(h.amount_pesewas::text, floor(extract(epoch FROM h.created_at) * 1000)::bigint::text, h.status)), '[]'::json)
        FROM (
          SELECT amount_pesewas, created_at, status FROM transactions
          WHERE sender_id = ${senderId} AND status IN ('completed', 'pending')
          ORDER BY id DESC LIMIT ${FRAUD_HISTORY_LIMIT}
        ) h)`.as('history'),
      sql<string | null>`(SELECT id::text FROM ledger_accounts WHERE user_id = ${recipient.userId} AND kind = 'wallet')`.as(
        'recipientWallet',
      ),
      sql<string>`nextval(pg_get_serial_sequence('transactions', 'id'))::text`.as('transactionId'),
      sql<KeyRow | null>`(
        SELECT json_build_object('state', k.state, 'operation', k.operation, 'requestHash', k.request_hash,
          'responseStatus', k.response_status, 'responseBody', k.response_body,
          'expiresAtMs', floor(extract(epoch FROM k.expires_at) * 1000)::bigint::text)
        FROM idempotency_keys k WHERE k.user_id = ${senderId} AND k.key = ${idempotencyKey})`.as('storedKey'),
    ])
    .executeTakeFirstOrThrow();
  const sender = row.sender;
  if (!sender) return undefined;
  const key = row.storedKey;
  return {
    sender: {
      id: sender.id,
      firstName: sender.firstName,
      lastName: sender.lastName,
      createdAt: new Date(Number(sender.createdAtMs)),
      balancePesewas: BigInt(sender.balancePesewas ?? 0),
      walletAccountId: sender.walletAccountId,
      walletVersion: sender.walletVersion,
    },
    history: row.history.map(([amount, createdAtMs, status]) => ({
      amountPesewas: BigInt(amount),
      createdAt: new Date(Number(createdAtMs)),
      status: status as OutgoingPayment['status'],
    })),
    recipientHistory: toRecipientHistory(row, recipient),
    recipientWalletAccountId: row.recipientWallet,
    transactionId: row.transactionId,
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

interface SenderRow {
  id: string;
  firstName: string;
  lastName: string;
  createdAtMs: string;
  balancePesewas: string | null;
  walletAccountId: string | null;
  walletVersion: string | null;
}

interface KeyRow {
  state: string;
  operation: string;
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
  expiresAtMs: string;
}

/** A payment's row as send_payment inserts it (snake_case: it is read with jsonb_populate_record). */
export interface PaymentRow {
  id: string;
  sender_id: string;
  recipient_id: string | null;
  recipient_phone: string | null;
  recipient_email: string | null;
  recipient_username: string | null;
  amount_pesewas: string;
  message: string | null;
  status: string;
  transaction_type: string;
  fraud_score: number;
  fraud_reasons: string[];
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  held_until: string | null;
}

export interface PaymentAlertRow {
  user_id: string;
  transaction_id: string;
  alert_type: string;
  alert_message: string;
  risk_score: number;
  risk_factors: string[];
  transaction_amount_pesewas: string;
  recipient_id: string | null;
  description: string;
  ml_insights: unknown;
  confidence: number;
  created_at: string;
}

export interface SendPaymentWrite {
  sessionId: string | null;
  now: Date;
  senderId: string;
  idempotency: { key: string; operation: string; requestHash: string; expiresAt: Date } | null;
  senderWallet: string;
  senderWalletVersion: string | null;
  payment: PaymentRow;
  alert: PaymentAlertRow | null;
  journalKind: string;
  /** The ledger entries to post (none for a blocked payment). */
  entries: readonly PostedEntry[];
  /** What the request answers, stored with the key. */
  response: unknown;
}

export type SendPaymentOutcome =
  | { outcome: 'completed' | 'in_flight' | 'key_reused' | 'stale' | 'insufficient' | 'unauthenticated' }
  | { outcome: 'replay'; responseStatus: number; responseBody: unknown };

/**
 * The money transaction of a send in one statement (the database's send_payment, migration 0011):
 * session check, idempotency claim, wallet version check, the payment row, the alert, the ledger
 * posting (through ledger_post) and the stored response, committed together or not at all.
 */
export async function writeSendPayment(db: Database, write: SendPaymentWrite): Promise<SendPaymentOutcome> {
  const key = write.idempotency;
  const { rows } = await sql<{ outcome: SendPaymentOutcome['outcome']; responseStatus: number | null; responseBody: unknown }>`
    SELECT outcome, response_status, response_body FROM send_payment(
      ${write.sessionId}, ${write.now}, ${write.senderId},
      ${key?.key ?? null}, ${key?.operation ?? null}, ${key?.requestHash ?? null}, ${key?.expiresAt ?? null},
      ${write.senderWallet}::bigint, ${write.senderWalletVersion},
      ${JSON.stringify(write.payment)}::jsonb, ${write.alert ? JSON.stringify(write.alert) : null}::jsonb,
      ${write.journalKind}, ${write.entries.map((e) => e.accountId)}::bigint[], ${write.entries.map((e) => e.amountPesewas.toString())}::bigint[],
      ${JSON.stringify(write.response ?? null)}::jsonb)`.execute(db);
  const row = rows[0]!;
  if (row.outcome === 'replay') return { outcome: 'replay', responseStatus: row.responseStatus!, responseBody: row.responseBody };
  return { outcome: row.outcome };
}
