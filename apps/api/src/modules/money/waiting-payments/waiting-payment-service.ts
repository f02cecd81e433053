import type { Language } from '@ghanapay/validators';
import { noticeText, translate, type MessageKey } from '../../../i18n/translate';
import type { Database, FraudAlerts, Transactions } from '@ghanapay/db';
import { capture, ensureWalletAccount, hold, isLedgerError, release, type LimitBreach } from '@ghanapay/ledger';
import { formatCedis, parseCedis, toCedisString } from '@ghanapay/money';
import type { Insertable } from 'kysely';
import type { AppDeps } from '../../../deps';
import { AppError, walletFrozenError } from '../../../errors';
import { effectiveGuardian, effectiveGuardianOf, GUARDIAN_ANSWER_MS, type EffectiveGuardian } from '../guardian/guardian-service';
import { notifyUser } from '../../notify';
import { writeIdempotently, type IdempotentRequest } from '../../idempotency';
import { limitError } from '../limits/limits-service';
import { insufficientBalance, JOURNAL_KINDS } from '../money-movements';
import { noticePaymentReceived } from '../money-notices';
import { REQUEST_PAYMENT_TYPE } from '../money-policy';
import { toTransactionDto, type TTransaction } from '../transaction-dto';
import { findTransactionRow, hasPaidBefore, insertTransaction, updateTransaction } from '../transaction-repository';
import { holdForOpenReversals } from '../reversals/reversal-service';
import {
  findFirstPaymentRule,
  type FirstPaymentRule,
  insertWaitingPayment,
  insertWaitingPaymentAlert,
  listGuardianRequestRows,
  listWaitingPaymentRows,
  lockOneDueWaitingPayment,
  lockWaitingPayment,
  findWaitingGuardian,
  findWaitingPayment,
  reopenRequestPaidBy,
  sessionIsLive,
  saveFirstPaymentRule,
  setWaitingState,
  type WaitingPaymentRow,
  type WaitReason,
} from './waiting-payment-repository';
import type { TFirstPaymentRule } from './waiting-payment.types';

/** Why a payment waits and until when (delivered then, or, waiting for a guardian, given back then). */
export interface WaitPlan {
  reason: WaitReason;
  dueAt: Date;
  guardianId: string | null;
}

/** What a waiting payment's answer adds to the transaction (absent for a payment that went at once). */
export interface TWaiting {
  reason: WaitReason;
  /** ISO time: when a first payment arrives, or when a guardian's answer is due (else it goes back). */
  until: string;
}

export type TWaitingTransaction = TTransaction & { waiting?: TWaiting };

const HOLD_REASON = 'waiting_payment';

/** What decides whether a sender's payment waits, read once a send (in send_context, not after it). */
export interface WaitRules {
  /** Null for a payment below any threshold a person may set. */
  firstPayment: FirstPaymentRule | null;
  /** A recovery cool-down is in force (sends to people not paid before share its allowance, checked under its lock). */
  cooldownInForce: boolean;
  /** The friend who must approve payments above their amount, if any. */
  guardian: EffectiveGuardian | null;
}

/** The smallest threshold a person may set (₵1): a smaller payment never waits. */
const SMALLEST_THRESHOLD = 100n;

/** The rules planWait applies, for a payment made other than by the send path (the cool-down is that path's own check). */
async function loadWaitRules(
  db: Database,
  senderId: string,
  amountPesewas: bigint,
  now: Date,
): Promise<Omit<WaitRules, 'cooldownInForce'>> {
  const small = amountPesewas < SMALLEST_THRESHOLD;
  const [firstPayment, guardian] = await Promise.all([
    small ? null : findFirstPaymentRule(db, senderId),
    small ? null : effectiveGuardian(db, senderId, now),
  ]);
  return { firstPayment, guardian };
}

/** loadWaitRules of what a send's context read (the sender's preferences and guardians rows). */
export function waitRulesOf(
  read: { firstPayment: FirstPaymentRule; guardian: Parameters<typeof effectiveGuardianOf>[0]; cooldownInForce: boolean },
  amountPesewas: bigint,
  now: Date,
): WaitRules {
  const small = amountPesewas < SMALLEST_THRESHOLD;
  return {
    firstPayment: small ? null : read.firstPayment,
    cooldownInForce: read.cooldownInForce,
    guardian: small ? null : effectiveGuardianOf(read.guardian, now),
  };
}

/**
 * Whether a P2P payment to a person with an account must wait: the first payment to someone the
 * sender never paid, at or above the sender's threshold (Settings; off: never).
 */
export function planWait(
  rules: Pick<WaitRules, 'firstPayment' | 'guardian'>,
  payment: { amountPesewas: bigint; paidBefore: boolean; now: Date },
): WaitPlan | null {
  // Above the guardian's amount, the guardian decides (within the hour), whoever the recipient is.
  if (rules.guardian && payment.amountPesewas > rules.guardian.thresholdPesewas)
    return { reason: 'guardian', dueAt: new Date(payment.now.getTime() + GUARDIAN_ANSWER_MS), guardianId: rules.guardian.guardianId };
  const rule = rules.firstPayment;
  if (!rule || payment.paidBefore) return null;
  if (rule.thresholdPesewas === null || payment.amountPesewas < rule.thresholdPesewas) return null;
  return { reason: 'first_payment', dueAt: new Date(payment.now.getTime() + rule.waitMinutes * 60_000), guardianId: null };
}

/**
 * Writes a payment that waits, in one transaction: the transaction row (pending, with its recipient),
 * the hold of the sender's money (refused as a send is: short, over a limit, frozen), the waiting row
 * and the stored answer under the Idempotency-Key. As a send does (send_payment), it commits only
 * while the sender's session is still valid: a session revoked meanwhile writes nothing.
 */
export async function writeWaitingPayment(
  deps: Pick<AppDeps, 'db'>,
  input: {
    payment: Insertable<Transactions> & { senderId: string; recipientId: string; amountPesewas: string };
    plan: WaitPlan;
    /** The fraud alert a medium-risk payment raises (recorded against this payment). */
    alert: (Omit<Insertable<FraudAlerts>, 'transactionId' | 'mlInsights'> & { mlInsights?: unknown }) | null;
    idempotency: IdempotentRequest | null;
    /** The signed-in session the send came with (null: none to check, e.g. a test or a job). */
    sessionId: string | null;
    now: Date;
  },
): Promise<TWaitingTransaction> {
  const { payment, plan, now } = input;
  return deps.db.transaction().execute((trx) =>
    writeIdempotently(trx, input.idempotency, now, async () => {
      if (input.sessionId !== null && !(await sessionIsLive(trx, input.sessionId, payment.senderId, now)))
        throw new AppError('UNAUTHENTICATED', 'You are not signed in');
      const id = await insertTransaction(trx, { ...payment, status: 'pending', completedAt: null, heldUntil: null });
      await startWaiting(trx, {
        transactionId: id,
        senderId: payment.senderId,
        recipientId: payment.recipientId,
        amountPesewas: BigInt(payment.amountPesewas),
        journalKind: JOURNAL_KINDS.send,
        plan,
        now,
      });
      if (input.alert) await insertWaitingPaymentAlert(trx, { ...input.alert, transactionId: id });
      const row = await findTransactionRow(trx, id);
      return { ...toTransactionDto(row!, payment.senderId), waiting: { reason: plan.reason, until: plan.dueAt.toISOString() } };
    }),
  );
}

/** The sender's money held for a waiting payment, and its waiting row (the transaction row exists). */
async function startWaiting(
  trx: Database,
  input: {
    transactionId: string;
    senderId: string;
    recipientId: string;
    amountPesewas: bigint;
    journalKind: string;
    plan: WaitPlan;
    now: Date;
  },
): Promise<void> {
  const { transactionId: id, plan } = input;
  const held = await refusedAsASend(() =>
    hold(trx, {
      walletUserId: input.senderId,
      amountPesewas: input.amountPesewas,
      reason: HOLD_REASON,
      reference: `${HOLD_REASON}:${id}`,
      // The payment's own kind (a send, a request paid) as the tier limits, statements and analytics
      // read it (counted once its payment completes).
      journalKind: input.journalKind,
      transactionId: id,
      description: plan.reason === 'guardian' ? 'Waiting for the guardian' : 'A large first payment waits',
    }),
  );
  await insertWaitingPayment(trx, {
    transactionId: id,
    reason: plan.reason,
    senderId: input.senderId,
    recipientId: input.recipientId,
    guardianId: plan.guardianId,
    holdId: held.id,
    dueAt: plan.dueAt,
    createdAt: input.now,
  });
}

/**
 * A payment to a person made other than by the send path (a money request paid, a warned payment
 * the sender proceeds with) keeps the same protections: above the sender's guardian amount it waits
 * for the guardian; a large first payment to this person waits its minutes. In the caller's
 * transaction, on a transaction row already written: the money is held and the row set pending.
 * Returns the wait (the caller answers with it), or null when the payment may go at once.
 */
export async function waitIfTheRulesAsk(
  trx: Database,
  input: { transactionId: string; senderId: string; recipientId: string; amountPesewas: bigint; journalKind: string; now: Date },
): Promise<TWaiting | null> {
  const rules = await loadWaitRules(trx, input.senderId, input.amountPesewas, input.now);
  const paidBefore = await hasPaidBefore(trx, input.senderId, input.recipientId, input.transactionId);
  const plan = planWait(rules, { amountPesewas: input.amountPesewas, paidBefore, now: input.now });
  if (!plan) return null;
  await updateTransaction(trx, input.transactionId, { status: 'pending', completedAt: null, heldUntil: null, updatedAt: input.now });
  await startWaiting(trx, { ...input, plan });
  return { reason: plan.reason, until: plan.dueAt.toISOString() };
}

/**
 * After a payment to a person commits by a path other than the send's (a request paid, a warned
 * payment proceeded with): a guardian it waits for is asked; money that reached the recipient's
 * wallet is taken now by a reversal request waiting on it.
 */
export async function afterPaymentCommitted(
  deps: Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'notifier'>>,
  transactionId: string,
): Promise<void> {
  const row = await findTransactionRow(deps.db, transactionId);
  if (!row?.recipientId) return;
  if (row.status === 'completed') {
    holdForOpenReversals(deps, row.recipientId);
    return;
  }
  const waiting = await findWaitingPayment(deps.db, transactionId);
  if (waiting?.state === 'waiting')
    noticeGuardianAsked(deps, {
      ...toTransactionDto(row, row.senderId),
      waiting: { reason: waiting.reason, until: waiting.dueAt.toISOString() },
    });
}

async function refusedAsASend<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw insufficientBalance();
    if (isLedgerError(error, 'LIMIT_EXCEEDED')) throw limitError(error.details as unknown as LimitBreach);
    if (isLedgerError(error, 'WALLET_FROZEN')) throw walletFrozenError();
    throw error;
  }
}

/**
 * The queue's job: every waiting payment past its due time ends, one transaction each, exactly once
 * however many workers run it (the row is locked, rows another holds are skipped, and the hold ends
 * once). A large first payment is delivered to the recipient's wallet (completed, the recipient told);
 * one still waiting for its guardian goes back to the sender (expired). Returns how many ended.
 */
export async function endDueWaitingPayments(deps: Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'notifier'>>): Promise<number> {
  let ended = 0;
  for (;;) {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const now = deps.now();
      const waiting = await lockOneDueWaitingPayment(trx, now);
      if (!waiting) return null;
      if (waiting.reason === 'guardian') {
        await giveBack(trx, waiting, 'expired', now);
        return { waiting, delivered: false };
      }
      return { waiting, delivered: await deliver(trx, waiting, now) };
    });
    if (!outcome) break;
    ended += 1;
    if (outcome.delivered) await tellRecipient(deps, outcome.waiting.transactionId);
    else if (outcome.waiting.reason === 'guardian') tellSender(deps, outcome.waiting, 'expired');
  }
  return ended;
}

/** Captures the hold to the recipient's wallet; over the recipient's balance limit it goes back instead. */
async function deliver(trx: Database, waiting: WaitingPaymentRow, now: Date): Promise<boolean> {
  const wallet = await ensureWalletAccount(trx, waiting.recipientId);
  const payment = await findTransactionRow(trx, waiting.transactionId);
  try {
    // As a send (or a request paid) arrives: the recipient's balance limit applies.
    const outcome = await capture(trx, waiting.holdId, {
      to: wallet,
      journalKind: payment?.transactionType === REQUEST_PAYMENT_TYPE ? JOURNAL_KINDS.requestPayment : JOURNAL_KINDS.send,
      transactionId: waiting.transactionId,
      description: 'A waiting payment delivered',
    });
    if (!outcome.applied) throw new Error(`Waiting payment ${waiting.transactionId}'s hold ended before its delivery`);
  } catch (error) {
    if (!isLedgerError(error, 'LIMIT_EXCEEDED')) throw error;
    await giveBack(trx, waiting, 'failed', now);
    return false;
  }
  await updateTransaction(trx, waiting.transactionId, { status: 'completed', completedAt: now, updatedAt: now });
  await setWaitingState(trx, waiting.transactionId, 'delivered', now);
  return true;
}

async function giveBack(trx: Database, waiting: WaitingPaymentRow, state: 'cancelled' | 'declined' | 'expired' | 'failed', now: Date) {
  await release(trx, waiting.holdId, { transactionId: waiting.transactionId, description: `A waiting payment given back (${state})` });
  await updateTransaction(trx, waiting.transactionId, { status: state === 'failed' ? 'failed' : 'cancelled', updatedAt: now });
  await setWaitingState(trx, waiting.transactionId, state, now);
  // A request paid this way is unpaid again: it can still be paid (or refused) until it expires.
  await reopenRequestPaidBy(trx, waiting.transactionId);
}

async function tellRecipient(deps: Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'notifier'>>, transactionId: string) {
  const row = await findTransactionRow(deps.db, transactionId);
  if (!row) return;
  noticePaymentReceived(deps, toTransactionDto(row, row.recipientId ?? undefined));
  holdForOpenReversals(deps, row.recipientId);
}

/**
 * The sender takes back a payment still waiting: the money returns to their wallet at once and
 * nothing reaches the recipient. Someone else's payment is 404; one already delivered (or ended) is 409.
 */
export async function cancelWaitingPayment(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  transactionId: string,
): Promise<TTransaction> {
  return deps.db.transaction().execute(async (trx) => {
    const waiting = await lockWaitingPayment(trx, transactionId);
    if (!waiting || waiting.senderId !== userId) throw new AppError('NOT_FOUND', 'No waiting payment with this id');
    if (waiting.state !== 'waiting') throw new AppError('INVALID_STATE', endedMessage(waiting.state));
    await giveBack(trx, waiting, 'cancelled', deps.now());
    const row = await findTransactionRow(trx, transactionId);
    return toTransactionDto(row!, userId);
  });
}

function endedMessage(state: string): string {
  if (state === 'delivered') return 'This payment has already arrived and can no longer be cancelled';
  return 'This payment is no longer waiting';
}

/** The payments still waiting that the person sent or will receive, each with when it arrives. */
export async function listWaitingPayments(db: Database, userId: string): Promise<(TTransaction & { waiting: TWaiting })[]> {
  return withTransactions(db, await listWaitingPaymentRows(db, userId), userId);
}

/** The person's "breath before a large first payment" as Settings shows it. */
export async function getFirstPaymentRule(db: Database, userId: string): Promise<TFirstPaymentRule> {
  const rule = await findFirstPaymentRule(db, userId);
  return { threshold: rule.thresholdPesewas === null ? null : toCedisString(rule.thresholdPesewas), waitMinutes: rule.waitMinutes };
}

export async function updateFirstPaymentRule(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  change: { threshold: bigint | null; waitMinutes: number },
): Promise<TFirstPaymentRule> {
  await saveFirstPaymentRule(deps.db, userId, { thresholdPesewas: change.threshold, waitMinutes: change.waitMinutes }, deps.now());
  return getFirstPaymentRule(deps.db, userId);
}

/**
 * The guardian's answer to a payment waiting for them: approve delivers it (as the job delivers a
 * first payment), decline gives it back at once; either way the sender is told. Not theirs to
 * decide: 404; already answered or past its hour: 409.
 */
export async function decideGuardianRequest(
  deps: Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'notifier'>>,
  guardianId: string,
  transactionId: string,
  decision: 'approve' | 'decline',
): Promise<TTransaction> {
  const now = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const waiting = await lockWaitingPayment(trx, transactionId);
    if (!waiting || waiting.reason !== 'guardian' || waiting.guardianId !== guardianId)
      throw new AppError('NOT_FOUND', 'No payment waiting for your approval with this id');
    if (waiting.state !== 'waiting') throw new AppError('INVALID_STATE', 'This payment was already answered, or went back to the sender');
    if (waiting.dueAt.getTime() <= now.getTime())
      throw new AppError('INVALID_STATE', 'The hour to answer has passed: the money goes back to the sender');
    if (decision === 'decline') {
      await giveBack(trx, waiting, 'declined', now);
      return { waiting, delivered: false };
    }
    return { waiting, delivered: await deliver(trx, waiting, now) };
  });
  if (outcome.delivered) await tellRecipient(deps, transactionId);
  tellSender(deps, outcome.waiting, outcome.delivered ? 'approved' : 'declined');
  const row = await findTransactionRow(deps.db, transactionId);
  return toTransactionDto(row!, guardianId);
}

/** The payments waiting for this person's approval as a guardian, oldest first. */
export async function listGuardianRequests(db: Database, guardianId: string): Promise<(TTransaction & { waiting: TWaiting })[]> {
  return withTransactions(db, await listGuardianRequestRows(db, guardianId), guardianId);
}

async function withTransactions(
  db: Database,
  rows: WaitingPaymentRow[],
  viewerId: string,
): Promise<(TTransaction & { waiting: TWaiting })[]> {
  const out: (TTransaction & { waiting: TWaiting })[] = [];
  for (const waiting of rows) {
    const row = await findTransactionRow(db, waiting.transactionId);
    if (row) out.push({ ...toTransactionDto(row, viewerId), waiting: { reason: waiting.reason, until: waiting.dueAt.toISOString() } });
  }
  return out;
}

/** After a send that waits for a guardian: the guardian is asked (through the channels they chose). */
export function noticeGuardianAsked(deps: Pick<AppDeps, 'db'> & Partial<Pick<AppDeps, 'notifier'>>, payment: TWaitingTransaction): void {
  if (payment.waiting?.reason !== 'guardian') return;
  void (async () => {
    const waiting = await findWaitingGuardian(deps.db, String(payment.id));
    if (!waiting) return;
    const amount = formatCedis(parseCedis(payment.amount));
    const words = (language: Language) => {
      const values = {
        amount,
        name: payment.senderName ?? translate(language, 'text.someone'),
        to: payment.recipientName ?? translate(language, 'text.someoneElse'),
      };
      return { subject: translate(language, 'email.guardianAsked', values), text: translate(language, 'sms.guardianAsked', values) };
    };
    await notifyUser(deps, waiting, 'transactions', { ...words('en'), localized: words });
  })().catch(() => {});
}

function tellSender(
  deps: Pick<AppDeps, 'db'> & Partial<Pick<AppDeps, 'notifier'>>,
  waiting: WaitingPaymentRow,
  what: 'approved' | 'declined' | 'expired',
): void {
  void (async () => {
    const row = await findTransactionRow(deps.db, waiting.transactionId);
    if (!row) return;
    const amount = formatCedis(BigInt(row.amountPesewas));
    await notifyUser(
      deps,
      waiting.senderId,
      'transactions',
      noticeText(GUARDIAN_ANSWER[what].subject, GUARDIAN_ANSWER[what].text, { amount }),
    );
  })().catch(() => {});
}

const GUARDIAN_ANSWER: Record<'approved' | 'declined' | 'expired', { subject: MessageKey; text: MessageKey }> = {
  approved: { subject: 'email.guardianApproved', text: 'sms.guardianApproved' },
  declined: { subject: 'email.guardianDeclined', text: 'sms.guardianDeclined' },
  expired: { subject: 'email.guardianExpired', text: 'sms.guardianExpired' },
};
