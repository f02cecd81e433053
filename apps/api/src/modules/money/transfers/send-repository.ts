import type { Database } from '@ghanapay/db';
import type { HistorySummary } from '@ghanapay/fraud';
import {
  loadSendContext as loadLedgerSendContext,
  loadSendContexts as loadLedgerSendContexts,
  sendPayment,
  sendPayments,
  type SendContextAnswer,
  type SendContextQuery,
  type SendPaymentOutcome,
  type SendPaymentWrite as LedgerSendPaymentWrite,
} from '@ghanapay/ledger';
import { recipientFactsSince, type RecipientHistory, type SenderProfile } from '../fraud-alerts/fraud-features-repository';
import type { fraudAlertFor } from '../fraud-alerts/fraud-assessment';
import type { MoneyUser } from '../money-user-repository';
import type { TransactionRow } from '../transaction-dto';
import type { RecipientQuery } from './recipient-resolver';
import { FRAUD_HISTORY_LIMIT } from '../money-policy';
import type { Language } from '@ghanapay/validators';
import type { NoticeChoices } from '../../notify';
import type { GuardianRow } from '../guardian/guardian-repository';
import { firstPaymentRuleOf, type FirstPaymentRule } from '../waiting-payments/waiting-payment-repository';

export type { SendPaymentOutcome } from '@ghanapay/ledger';

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
  /** The one recipient's proved addresses, notification choices, language and devices, for the payment-received notice. */
  recipientNotice: NoticeChoices | null;
  /** The one recipient owes a live reversal request (it takes what the payment brings, after the commit). */
  recipientOwesReversal: boolean;
  /** What the sender's waiting rules are made of (waitRulesOf): nothing of them is read after the context. */
  senderRules: {
    firstPayment: FirstPaymentRule;
    guardian: Omit<GuardianRow, 'userId'> | undefined;
    cooldownInForce: boolean;
  };
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
 * Everything a send reads before it writes, in one call of the ledger's send_context
 * (packages/ledger/sql/send_context.sql): the candidates for the recipient, the sender with their
 * wallet and its version, the scorer's summary of their latest payments that moved money (at most
 * FRAUD_HISTORY_LIMIT), the recipient facts, the recipient's wallet, the payment's id, the stored
 * Idempotency-Key and what the payment-received notice needs about the recipient. undefined when the
 * sender no longer exists.
 */
export async function loadSendContext(db: Database, request: SendContextRequest): Promise<SendContext | undefined> {
  return sendContextOf(await loadLedgerSendContext(db, contextQueryOf(request)));
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
  const answers = await loadLedgerSendContexts(db, requests.map(contextQueryOf));
  return answers.map(sendContextOf);
}

function contextQueryOf({ senderId, recipient, now, idempotencyKey }: SendContextRequest): SendContextQuery {
  const since = recipientFactsSince(now);
  return {
    senderId,
    recipientId: recipient.recipientId ?? null,
    username: recipient.username ?? null,
    phone: recipient.phone ?? null,
    email: recipient.email ?? null,
    establishedBefore: since.establishedBefore,
    reporterStandingSince: since.reporterStandingSince,
    historyLimit: FRAUD_HISTORY_LIMIT,
    idempotencyKey,
    now,
  };
}

function sendContextOf(context: SendContextAnswer): SendContext | undefined {
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
    recipientNotice: context.recipientNotice ? noticeChoicesOf(context.recipientNotice) : null,
    recipientOwesReversal: context.recipientOwesReversal,
    senderRules: {
      firstPayment: firstPaymentRuleOf(context.firstPayment),
      guardian: context.guardian ? guardianRowOf(context.guardian) : undefined,
      cooldownInForce: context.cooldownInForce,
    },
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

function guardianRowOf({ pendingEffectiveAtMs, ...row }: NonNullable<SendContextAnswer['guardian']>): Omit<GuardianRow, 'userId'> {
  return { ...row, pendingEffectiveAt: pendingEffectiveAtMs === null ? null : new Date(Number(pendingEffectiveAtMs)) };
}

function noticeChoicesOf(notice: NonNullable<SendContextAnswer['recipientNotice']>): NoticeChoices {
  const language = notice.language as Language;
  return {
    phone: notice.phone,
    email: notice.email,
    category: notice.transactions,
    sms: notice.sms,
    byEmail: notice.byEmail,
    language,
    pushDevices: notice.pushDevices.map((device) => ({ ...device, pushOn: true, showAmounts: notice.pushShowAmounts, language })),
  };
}

function historySummary(json: SendContextAnswer['historySummary']): HistorySummary {
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

/**
 * A send's money write as the ledger's sendPayment takes it (packages/ledger/sql/send_payment.sql),
 * with the payment's and the alert's rows typed as this module makes them.
 */
export interface SendPaymentWrite extends LedgerSendPaymentWrite {
  payment: Omit<TransactionRow, 'senderFirstName' | 'senderLastName' | 'recipientFirstName' | 'recipientLastName'> & {
    heldUntil: Date | null;
  };
  alert: ReturnType<typeof fraudAlertFor> | null;
}

/** The money transaction of a send in one statement (packages/ledger: sendPayment). */
export const writeSendPayment: (db: Database, write: SendPaymentWrite) => Promise<SendPaymentOutcome> = sendPayment;

/** Several sends in one call (packages/ledger: sendPayments); an answer per write, in order. */
export const writeSendPayments: (db: Database, writes: readonly SendPaymentWrite[]) => Promise<(SendPaymentOutcome | Error)[]> =
  sendPayments;
