import type { Database } from '@ghanapay/db';
import { getWalletBalanceByUser, hold, isLedgerError, release, reverseJournal } from '@ghanapay/ledger';
import { addBusinessDays, toCedisString, toIsoDate } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { noticeReversalAnswered, noticeReversalAsked, noticeReversalDecided, noticeReversalToStaff, personName } from './reversal-notices';
import { recordStaffAction } from '../../staff';
import type { StaffRole } from '../../../trpc/staff-procedure';
import { toTransactionDto, type TTransaction } from '../transaction-dto';
import { findTransactionRow, lockTransaction, updateTransaction } from '../transaction-repository';
import {
  countSenderRequests,
  findLiveRequestForTransaction,
  findPaymentJournalId,
  findRecentPaymentFrom,
  findReversalView,
  insertReversalRequest,
  listReversalViewsFor,
  lockReversalRequest,
  peekTransactionId,
  requestsShortOfHolds,
  unansweredRequestIds,
  reversalHoldReference,
  reversalHolds,
  updateReversalRequest,
  type ReversalRequestRow,
  type ReversalView,
} from './reversal-repository';
import { LIVE_REVERSAL_STATUSES, REVERSAL_MESSAGES, SEND_BACK_WARNING, type ReversalStatus, type TReversalRequest } from './reversal.types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The abuse rule (docs/decisions.md): at most 3 live requests; 3 staff refusals in 90 days end self-service. */
const REVERSAL_RULES = { requestWindowDays: 30, answerWorkingDays: 3, maxLive: 3, maxRefused: 3, refusalWindowDays: 90 } as const;
const REVERSAL_JOURNAL_KIND = 'p2p_reversal';
const HOLD_REASON = 'reversal';

type Deps = Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'notifier'>>;

/** The sender of a completed payment asks for it back: the request, and at once a hold of what the recipient has. */
export async function requestReversal(deps: Deps, senderId: string, input: { id: number; reason: string }): Promise<TReversalRequest> {
  const now = deps.now();
  const requestId = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockTransaction(trx, String(input.id));
    const payment = locked && locked.senderId === senderId ? await findTransactionRow(trx, locked.id) : undefined;
    if (!locked || !payment) throw new AppError('NOT_FOUND', REVERSAL_MESSAGES.paymentNotFound);
    const counts = await countSenderRequests(trx, senderId, new Date(now.getTime() - REVERSAL_RULES.refusalWindowDays * DAY_MS));
    if (counts.refused >= REVERSAL_RULES.maxRefused) throw new AppError('FORBIDDEN', REVERSAL_MESSAGES.selfServiceLost);
    if (payment.status !== 'completed' || !payment.recipientId || !(await findPaymentJournalId(trx, payment.id))) {
      throw new AppError('INVALID_STATE', REVERSAL_MESSAGES.notReversible);
    }
    const completedAt = payment.completedAt ?? payment.createdAt;
    if (now.getTime() - completedAt.getTime() > REVERSAL_RULES.requestWindowDays * DAY_MS) {
      throw new AppError('INVALID_STATE', REVERSAL_MESSAGES.tooOld);
    }
    if (await findLiveRequestForTransaction(trx, payment.id)) throw new AppError('ALREADY_EXISTS', REVERSAL_MESSAGES.alreadyAsked);
    if (counts.live >= REVERSAL_RULES.maxLive) throw new AppError('INVALID_STATE', REVERSAL_MESSAGES.tooManyOpen);
    const id = await insertReversalRequest(trx, {
      transactionId: payment.id,
      senderId,
      recipientId: payment.recipientId,
      amountPesewas: BigInt(payment.amountPesewas),
      reason: input.reason,
      respondBy: addBusinessDays(now, REVERSAL_RULES.answerWorkingDays),
      now,
    });
    await topUpLocked(trx, (await lockReversalRequest(trx, id))!);
    return id;
  });
  const view = (await findReversalView(deps.db, requestId))!;
  noticeReversalAsked(deps, view);
  return toReversalDto(view, 'sender');
}

/** The recipient agrees: the payment is reversed now when the holds cover it, else as soon as money arrives. */
export async function acceptReversal(deps: Deps, recipientId: string, id: string): Promise<TReversalRequest> {
  await onCase(deps, id, async (trx, row, now) => {
    if (row.recipientId !== recipientId) throw notFound();
    if (!['open', 'disputed', 'awaiting_staff'].includes(row.status)) throw notOpen();
    if (!(await reverseNow(trx, row, now))) await updateReversalRequest(trx, row.id, { status: 'accepted', now });
  });
  return told(deps, id, 'recipient');
}

/** The recipient disagrees, with a reason: staff decide; the holds stay. */
export async function declineReversal(deps: Deps, recipientId: string, id: string, reason: string): Promise<TReversalRequest> {
  await onCase(deps, id, async (trx, row, now) => {
    if (row.recipientId !== recipientId) throw notFound();
    if (row.status !== 'open' && row.status !== 'awaiting_staff') throw notOpen();
    await updateReversalRequest(trx, row.id, { status: 'disputed', declineReason: reason, now });
  });
  return told(deps, id, 'recipient');
}

/** The sender takes the request back while it is live: the holds go back to the recipient. */
export async function withdrawReversal(deps: Deps, senderId: string, id: string): Promise<TReversalRequest> {
  await onCase(deps, id, async (trx, row, now) => {
    if (row.senderId !== senderId) throw notFound();
    if (!isLive(row.status)) throw notOpen();
    await releaseHolds(trx, row);
    await updateReversalRequest(trx, row.id, { status: 'withdrawn', now, closed: true });
  });
  return dtoOf(deps.db, id, 'sender');
}

/** Staff decide a case the recipient declined or never answered: reverse (now, or as money arrives) or release. */
export async function decideReversal(
  deps: Deps,
  staff: { userId: string; role: StaffRole },
  id: string,
  decision: { outcome: 'reverse' | 'release'; note: string },
): Promise<TReversalRequest> {
  const staffId = staff.userId;
  await onCase(deps, id, async (trx, row, now) => {
    if (row.status !== 'disputed' && row.status !== 'awaiting_staff') throw notOpen();
    // In the decision's transaction: the audit row exists exactly when the decision does.
    await recordStaffAction(trx, {
      staffUserId: staffId,
      staffRole: staff.role,
      action: decision.outcome === 'reverse' ? 'reversal.reverse' : 'reversal.release',
      subjectUserId: row.recipientId,
      subjectReference: row.id,
      reason: decision.note,
      details: { transactionId: row.transactionId, amount: toCedisString(BigInt(row.amountPesewas)), senderId: row.senderId },
      at: now,
    });
    const decided = { staffNote: decision.note, decidedBy: staffId };
    if (decision.outcome === 'release') {
      await releaseHolds(trx, row);
      await updateReversalRequest(trx, row.id, { status: 'released', now, closed: true, ...decided });
    } else if (!(await reverseNow(trx, row, now, decided))) {
      await updateReversalRequest(trx, row.id, { status: 'accepted', now, ...decided });
    }
  });
  const view = (await findReversalView(deps.db, id))!;
  noticeReversalDecided(deps, view, decision.note);
  return toReversalDto(view, 'staff');
}

/**
 * The job step: each live request whose holds fall short takes what the recipient's wallet holds now
 * (never beyond the amount); an accepted one that becomes whole is reversed. Returns how many changed.
 */
export async function topUpReversalHolds(deps: Deps, options: { recipientId?: string; limit?: number } = {}): Promise<number> {
  let changed = 0;
  for (const id of await requestsShortOfHolds(deps.db, options.limit ?? 200, options.recipientId)) {
    await onCase(deps, id, async (trx, row, now) => {
      if (!isLive(row.status)) return;
      const before = sumOpen(await reversalHolds(trx, row.id));
      const after = await topUpLocked(trx, row);
      if (after !== before) changed++;
      if (row.status === 'accepted' && after >= BigInt(row.amountPesewas)) await reverseNow(trx, row, now);
    });
  }
  return changed;
}

/**
 * After a payment reaches a wallet (the send path calls it after commit): a reversal request waiting
 * on this recipient's money takes it now rather than at the minute job, before it can be spent.
 */
export function holdForOpenReversals(
  deps: Pick<AppDeps, 'db' | 'now'> & Partial<Pick<AppDeps, 'notifier'>>,
  recipientId: string | null,
): void {
  if (!recipientId) return;
  void topUpReversalHolds(deps, { recipientId }).catch(() => {});
}

/** The job step: open requests past their last day (3 Ghana working days) go to staff. */
export async function sendUnansweredToStaff(deps: Deps): Promise<number> {
  const today = toIsoDate(deps.now());
  let moved = 0;
  for (const id of await unansweredRequestIds(deps.db, today, 200)) {
    let movedNow = false;
    await onCase(deps, id, async (trx, row, now) => {
      if (row.status !== 'open' || row.respondBy >= today) return;
      await updateReversalRequest(trx, row.id, { status: 'awaiting_staff', now });
      movedNow = true;
    });
    if (!movedNow) continue;
    moved++;
    const view = await findReversalView(deps.db, id);
    if (!view) continue;
    noticeReversalToStaff(deps, view);
  }
  return moved;
}

/**
 * "Return this payment": the recipient reverses a payment they received, whole, from their balance, in
 * the caller's (idempotent) transaction. A live request on it ends as returned (its holds released first).
 */
export async function returnPayment(trx: Database, recipientId: string, transactionId: number, now: Date): Promise<TTransaction> {
  const locked = await lockTransaction(trx, String(transactionId));
  if (!locked || locked.recipientId !== recipientId) throw new AppError('NOT_FOUND', REVERSAL_MESSAGES.paymentNotFound);
  const journalId = locked.status === 'completed' ? await findPaymentJournalId(trx, locked.id) : undefined;
  if (!journalId) throw new AppError('INVALID_STATE', REVERSAL_MESSAGES.notReversible);
  const live = await findLiveRequestForTransaction(trx, locked.id);
  if (live) await releaseHolds(trx, live);
  const reversalJournalId = await reversePayment(trx, journalId, `Returned by the recipient: payment ${locked.id}`);
  await updateTransaction(trx, locked.id, { status: 'reversed', updatedAt: now });
  if (live) await updateReversalRequest(trx, live.id, { status: 'returned', now, closed: true, reversalJournalId });
  return toTransactionDto((await findTransactionRow(trx, locked.id))!, recipientId);
}

/** The send screen's warning: this person paid me this very amount in the last 7 days. */
export async function checkSendBack(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  input: {
    amount: bigint;
    recipientPhone?: string | undefined;
    recipientEmail?: string | undefined;
    recipientUsername?: string | undefined;
  },
): Promise<{ warn: boolean; message: string | null; transactionId: number | null }> {
  const found = await findRecentPaymentFrom(deps.db, {
    userId,
    amountPesewas: input.amount,
    since: new Date(deps.now().getTime() - 7 * DAY_MS),
    ...(input.recipientUsername ? { username: input.recipientUsername } : {}),
    ...(input.recipientPhone ? { phone: input.recipientPhone } : {}),
    ...(input.recipientEmail ? { email: input.recipientEmail } : {}),
  });
  return found
    ? { warn: true, message: SEND_BACK_WARNING, transactionId: Number(found) }
    : { warn: false, message: null, transactionId: null };
}

/** The requests waiting for this recipient's answer (open or unanswered), oldest first: what USSD lists. */
export async function reversalsAwaitingAnswer(db: Database, recipientId: string): Promise<TReversalRequest[]> {
  const views = await listReversalViewsFor(db, recipientId);
  return views
    .filter((v) => v.recipientId === recipientId && (v.status === 'open' || v.status === 'awaiting_staff'))
    .reverse()
    .map((v) => toReversalDto(v, 'recipient'));
}

export async function getReversalDto(db: Database, id: string, viewerId: string): Promise<TReversalRequest> {
  const view = /^[0-9a-f-]{36}$/i.test(id) ? await findReversalView(db, id.toLowerCase()) : undefined;
  if (!view || (view.senderId !== viewerId && view.recipientId !== viewerId)) throw notFound();
  return toReversalDto(view, view.senderId === viewerId ? 'sender' : 'recipient');
}

export function toReversalDto(view: ReversalView, role: TReversalRequest['role']): TReversalRequest {
  return {
    id: view.id,
    transactionId: Number(view.transactionId),
    amount: toCedisString(BigInt(view.amountPesewas)),
    heldAmount: toCedisString(BigInt(view.heldPesewas)),
    status: view.status,
    role,
    senderName: personName(view.senderFirstName, view.senderLastName),
    recipientName: personName(view.recipientFirstName, view.recipientLastName),
    reason: view.reason,
    declineReason: view.declineReason,
    staffNote: view.staffNote,
    respondBy: view.respondBy,
    createdAt: view.createdAt.toISOString(),
    closedAt: view.closedAt ? view.closedAt.toISOString() : null,
  };
}

// --- the money steps, each in the caller's transaction under the request's lock ---

/** Holds what the recipient's wallet has now, up to what the request still lacks; returns the total held. */
async function topUpLocked(trx: Database, row: ReversalRequestRow): Promise<bigint> {
  const holds = await reversalHolds(trx, row.id);
  const held = sumOpen(holds);
  const short = BigInt(row.amountPesewas) - held;
  if (short <= 0n) return held;
  const balance = await getWalletBalanceByUser(trx, row.recipientId);
  const take = balance < short ? balance : short;
  if (take <= 0n) return held;
  try {
    await hold(trx, {
      walletUserId: row.recipientId,
      amountPesewas: take,
      reason: HOLD_REASON,
      reference: reversalHoldReference(row.id, holds.length + 1),
      description: `Held for reversal request ${row.id}`,
    });
    return held + take;
  } catch (error) {
    // The balance moved between the read and the hold's lock: the next top-up takes what is there then.
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) return held;
    throw error;
  }
}

/**
 * When the holds cover the whole amount: they go back to the recipient and, in the same transaction
 * under the wallet's lock, the payment's journal is reversed (kind p2p_reversal, linked to it by
 * reverses_journal_id), so the money never becomes spendable in between. False (nothing moved) when short.
 */
async function reverseNow(
  trx: Database,
  row: ReversalRequestRow,
  now: Date,
  decided: { staffNote?: string; decidedBy?: string } = {},
): Promise<boolean> {
  if ((await topUpLocked(trx, row)) < BigInt(row.amountPesewas)) return false;
  const journalId = await findPaymentJournalId(trx, row.transactionId);
  if (!journalId) throw new AppError('INVALID_STATE', REVERSAL_MESSAGES.notReversible);
  await releaseHolds(trx, row);
  const reversalJournalId = await reversePayment(trx, journalId, `Reversal request ${row.id}: payment ${row.transactionId}`);
  await updateTransaction(trx, row.transactionId, { status: 'reversed', updatedAt: now });
  await updateReversalRequest(trx, row.id, { status: 'reversed', now, closed: true, reversalJournalId, ...decided });
  return true;
}

async function reversePayment(trx: Database, journalId: string, description: string): Promise<string> {
  try {
    return (await reverseJournal(trx, journalId, { kind: REVERSAL_JOURNAL_KIND, description })).journalId;
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw new AppError('INSUFFICIENT_FUNDS', REVERSAL_MESSAGES.returnInsufficient);
    throw error;
  }
}

async function releaseHolds(trx: Database, row: ReversalRequestRow): Promise<void> {
  for (const h of await reversalHolds(trx, row.id)) {
    if (h.status === 'open') await release(trx, h.id, { description: `Reversal request ${row.id} ended` });
  }
}

/** One change to a request in one transaction, locked in the order every path takes: payment, request, ledger. */
async function onCase(deps: Deps, id: string, work: (trx: Database, row: ReversalRequestRow, now: Date) => Promise<void>): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const first = await peekTransactionId(trx, id);
    if (!first) throw notFound();
    await lockTransaction(trx, first);
    const row = await lockReversalRequest(trx, id);
    if (!row) throw notFound();
    await work(trx, row, now);
  });
}

async function told(deps: Deps, id: string, role: 'recipient'): Promise<TReversalRequest> {
  const view = (await findReversalView(deps.db, id.toLowerCase()))!;
  noticeReversalAnswered(deps, view);
  return toReversalDto(view, role);
}

async function dtoOf(db: Database, id: string, role: TReversalRequest['role']): Promise<TReversalRequest> {
  return toReversalDto((await findReversalView(db, id.toLowerCase()))!, role);
}

function isLive(status: ReversalStatus): boolean {
  return (LIVE_REVERSAL_STATUSES as readonly ReversalStatus[]).includes(status);
}

function sumOpen(holds: { amountPesewas: bigint; status: string }[]): bigint {
  return holds.filter((h) => h.status === 'open').reduce((sum, h) => sum + h.amountPesewas, 0n);
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', REVERSAL_MESSAGES.requestNotFound);
}

function notOpen(): AppError {
  return new AppError('INVALID_STATE', REVERSAL_MESSAGES.notOpen);
}
