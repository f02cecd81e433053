import type { Database } from '@ghanapay/db';
import { AppError, walletFrozenError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { fraudAlertFor, scoreLoadedPayment } from '../fraud-alerts/fraud-assessment';
import { lockSenderForScoring } from '../fraud-alerts/fraud-features-repository';
import { inFlight, keyLifetime, keyReused, refuseIdempotently, settleStoredKey, type IdempotentRequest } from '../../idempotency';
import { insufficientBalance, JOURNAL_KINDS, paymentEntries } from '../money-movements';
import { HELD_PAYMENT_TTL_MS } from '../money-policy';
import { limitError } from '../limits/limits-service';
import { fullName } from '../money-user-repository';
import { resolveRecipient, type RecipientQuery, type ResolvedRecipient } from './recipient-resolver';
import { toTransactionDto, type TransactionStatus, type TTransaction } from '../transaction-dto';
import { findTransactionRow } from '../transaction-repository';
import { loadSendContext, writeSendPayment, type SendPaymentWrite } from './send-repository';
import { noticePaymentReceived } from '../money-notices';
import { holdForOpenReversals } from '../reversals/reversal-service';
import type { NoticeChoices } from '../../notify';
import { timedSend } from '../../metrics';
import { assertWithinRecoveryCooldown } from '../cooldown/recovery-cooldown';
import {
  noticeGuardianAsked,
  planWait,
  waitRulesOf,
  writeWaitingPayment,
  type TWaitingTransaction,
} from '../waiting-payments/waiting-payment-service';

export interface SendMoneyCommand {
  senderId: string;
  amountPesewas: bigint;
  recipient: RecipientQuery;
  message: string | null;
}

/** Optimistic attempts (score, then write if the wallet did not change) before a send waits its turn. */
const OPTIMISTIC_ATTEMPTS = 3;
/** A send that still finds its wallet changed after this many turns gives up (409, retry). */
const MAX_ATTEMPTS = 20;

export interface SendOptions {
  /** The request's Idempotency-Key, if it came with one. */
  idempotency: IdempotentRequest | null;
  /** The signed-in session: a send commits only while it is still valid (revocation is immediate). */
  sessionId: string | null;
}

/**
 * Sends money: resolves the recipient, scores the payment, and writes it in one statement
 * (send_payment: the transaction row, the fraud alert, the ledger posting unless blocked, the stored
 * response). Two round trips in all: everything the score needs (send_context), then the write.
 * - allow: completed (or pending in the held account for someone without an account);
 * - alert: the same, plus a fraud alert for the sender;
 * - block: status blocked, nothing moves, a fraud alert; the sender may proceed or cancel.
 * A short balance is INSUFFICIENT_FUNDS and writes nothing.
 *
 * Concurrent sends from one wallet: the score is computed outside any lock, and the write commits
 * only if the sender's wallet is still the version that was scored (its row changes with every
 * posting). Otherwise the payment is scored again with the payment that got in first counted, so
 * parallel sends cannot slip past the velocity rules (finding 3.8). After a few such turns the send
 * waits for the wallet's scoring lock instead of racing again.
 */
export function sendMoney(deps: SendDeps, command: SendMoneyCommand, options: SendOptions): Promise<TWaitingTransaction> {
  return timedSend(() => sendMoneyOnce(deps, command, options));
}

async function sendMoneyOnce(deps: SendDeps, command: SendMoneyCommand, options: SendOptions): Promise<TWaitingTransaction> {
  try {
    const locked = () =>
      deps.db.transaction().execute(async (trx) => {
        await lockSenderForScoring(trx, command.senderId);
        return attemptSend(trx, deps, command, options);
      });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      let outcome = attempt <= OPTIMISTIC_ATTEMPTS ? await attemptSend(deps.db, deps, command, options) : await locked();
      // In a recovery cool-down, the allowance is checked and spent under the sender's lock.
      if (outcome === 'cooldown') outcome = await locked();
      if (outcome === 'stale' || outcome === 'cooldown') continue;
      if (!('written' in outcome)) return outcome;
      // Written (and committed) by this request, not a replay: the recipient hears of it, after the
      // answer, with the addresses, choices, language and devices send_context read.
      noticePaymentReceived(deps, outcome.written, outcome.recipientNotice);
      // A live reversal request on the recipient (send_context said so) takes the money now, not at the minute job.
      if (outcome.recipientOwesReversal) holdForOpenReversals(deps, outcome.written.recipientId);
      noticeGuardianAsked(deps, outcome.written);
      return outcome.written;
    }
    throw new AppError('IDEMPOTENCY_IN_FLIGHT', 'Your wallet is busy with other payments. Try again in a moment.');
  } catch (error) {
    if (options.idempotency) return refuseIdempotently(deps, options.idempotency, error);
    throw error;
  }
}

type SendDeps = Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'notifier' | 'sendGatherer'>>;

async function attemptSend(
  db: Database,
  deps: SendDeps,
  command: SendMoneyCommand,
  options: SendOptions,
): Promise<
  | TTransaction
  | 'stale'
  | 'cooldown'
  | { written: TWaitingTransaction; recipientNotice: NoticeChoices | null; recipientOwesReversal: boolean }
> {
  const now = deps.now();
  const { idempotency } = options;
  // Outside a transaction of its own, the send's read and write may go with other sends' (deps.sendGatherer).
  const gatherer = db === deps.db ? deps.sendGatherer : undefined;
  const request = { senderId: command.senderId, recipient: command.recipient, now, idempotencyKey: idempotency?.key ?? null };
  // Everything the send reads, its waiting rules included, comes in this one call.
  const context = await (gatherer ? gatherer.context(request) : loadSendContext(db, request));
  if (!context) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  if (idempotency && context.storedKey && context.storedKey.expiresAt.getTime() > now.getTime())
    return settleStoredKey<TTransaction>(idempotency, context.storedKey);
  const recipient = resolveRecipient(command.senderId, command.recipient, context.candidates);
  const key = recipientKey(recipient);
  const { sender } = context;
  const waitRules = waitRulesOf(context.senderRules, command.amountPesewas, now);
  // After a password reset or a phone change, payments to people not paid before it share a small
  // allowance: checked in a transaction that holds the cool-down's lock until the payment is written,
  // so two payments at once cannot both fit in what is left (outside one, the caller runs it locked).
  if (waitRules.cooldownInForce) {
    if (!db.isTransaction) return 'cooldown';
    await assertWithinRecoveryCooldown(
      db,
      command.senderId,
      command.amountPesewas,
      now,
      recipient.kind === 'user' ? recipient.user.id : undefined,
    );
  }
  // Refuse early: a payment the wallet cannot cover is neither scored nor recorded. send_payment
  // checks again under the wallet's lock, which is what makes concurrent sends safe.
  if (sender.balancePesewas < command.amountPesewas || !sender.walletAccountId) throw insufficientBalance();

  const assessment = scoreLoadedPayment({
    sender,
    recipient: key,
    amountPesewas: command.amountPesewas,
    now,
    history: context.history,
    recipientHistory: context.recipientHistory,
  });
  const blocked = assessment.decision === 'block';
  const held = recipient.kind === 'unregistered';
  const status: TransactionStatus = blocked ? 'blocked' : held ? 'pending' : 'completed';
  const transactionId = context.transactionId;
  const payment = {
    id: transactionId,
    senderId: command.senderId,
    recipientId: key.userId,
    // Only what the sender typed: the recipient's own phone and e-mail are never copied onto a payment.
    recipientPhone: recipient.kind === 'user' ? (command.recipient.phone ?? null) : recipient.phone,
    recipientEmail: recipient.kind === 'user' ? (command.recipient.email ?? null) : recipient.email,
    recipientUsername: recipient.kind === 'user' ? recipient.user.username : null,
    amountPesewas: command.amountPesewas.toString(),
    message: command.message,
    status,
    transactionType: 'send',
    fraudScore: assessment.score,
    fraudReasons: assessment.reasons,
    createdAt: now,
    updatedAt: now,
    completedAt: status === 'completed' ? now : null,
    heldUntil: status === 'pending' ? heldUntil(now) : null,
  };
  const alert =
    assessment.decision === 'allow'
      ? null
      : fraudAlertFor({
          assessment,
          senderId: command.senderId,
          recipientId: key.userId,
          recipientLabel: recipientLabel(recipient),
          transactionId,
          amountPesewas: command.amountPesewas,
          now,
        });
  // A large first payment (or one the sender's guardian must approve) waits in a hold instead.
  const plan =
    !blocked && recipient.kind === 'user'
      ? planWait(waitRules, { amountPesewas: command.amountPesewas, paidBefore: context.recipientHistory.paidBefore, now })
      : null;
  if (plan && recipient.kind === 'user') {
    const { id: _unused, ...unnumbered } = payment;
    const waiting = await writeWaitingPayment(deps, {
      payment: { ...unnumbered, recipientId: recipient.user.id },
      plan,
      alert,
      idempotency,
      sessionId: options.sessionId,
      now,
    });
    return { written: waiting, recipientNotice: null, recipientOwesReversal: context.recipientOwesReversal };
  }
  const entries = blocked
    ? []
    : await paymentEntries(db, {
        senderWallet: sender.walletAccountId,
        recipientId: key.userId,
        recipientWallet: context.recipientWalletAccountId,
        amountPesewas: command.amountPesewas,
      });
  const response = toTransactionDto(
    {
      ...payment,
      senderFirstName: sender.firstName,
      senderLastName: sender.lastName,
      recipientFirstName: recipient.kind === 'user' ? recipient.user.firstName : null,
      recipientLastName: recipient.kind === 'user' ? recipient.user.lastName : null,
    },
    command.senderId,
  );

  const write = gatherer ? gatherer.write : (w: SendPaymentWrite) => writeSendPayment(db, w);
  const written = await write({
    sessionId: options.sessionId,
    now,
    senderId: command.senderId,
    idempotency: idempotency
      ? { key: idempotency.key, operation: idempotency.operation, requestHash: idempotency.requestHash, ...keyLifetime(now) }
      : null,
    senderWallet: sender.walletAccountId,
    senderWalletVersion: sender.walletVersion,
    payment,
    alert,
    journalKind: held ? JOURNAL_KINDS.hold : JOURNAL_KINDS.send,
    entries,
    response,
  });
  switch (written.outcome) {
    case 'completed':
      return { written: response, recipientNotice: context.recipientNotice, recipientOwesReversal: context.recipientOwesReversal };
    case 'stale':
      return 'stale';
    case 'replay':
      return settleStoredKey<TTransaction>(idempotency!, {
        state: 'completed',
        operation: idempotency!.operation,
        requestHash: idempotency!.requestHash,
        responseStatus: written.responseStatus,
        responseBody: written.responseBody,
      });
    case 'in_flight':
      throw inFlight();
    case 'key_reused':
      throw keyReused();
    case 'insufficient':
      throw insufficientBalance();
    case 'limit':
      throw limitError(written.breach);
    case 'frozen':
      throw walletFrozenError();
    case 'unauthenticated':
      throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  }
}

export function heldUntil(now: Date): Date {
  return new Date(now.getTime() + HELD_PAYMENT_TTL_MS);
}

export async function loadTransactionDto(db: Database, transactionId: string, viewerId: string): Promise<TTransaction> {
  const row = await findTransactionRow(db, transactionId);
  if (!row) throw new Error(`Transaction ${transactionId} vanished`);
  return toTransactionDto(row, viewerId);
}

function recipientKey(recipient: ResolvedRecipient) {
  return recipient.kind === 'user'
    ? { userId: recipient.user.id, phone: recipient.user.phoneNumber, email: recipient.user.email, createdAt: recipient.user.createdAt }
    : { userId: null, phone: recipient.phone, email: recipient.email, createdAt: null };
}

function recipientLabel(recipient: ResolvedRecipient): string {
  if (recipient.kind === 'user') return fullName(recipient.user);
  return recipient.phone ?? recipient.email ?? 'an unregistered recipient';
}
