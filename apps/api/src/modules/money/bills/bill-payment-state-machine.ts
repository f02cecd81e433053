import type { Database } from '@ghanapay/db';
import { capture, findHold, hold, isLedgerError, release, systemAccount, transfer, type LimitBreach } from '@ghanapay/ledger';
import { formatCedis } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { noticeText } from '../../../i18n/translate';
import { notifyUser } from '../../notify';
import { limitError } from '../limits/limits-service';
import { billCommission, TRANSFER_CHECK_BACKOFF_MS, TRANSFER_REVIEW_AFTER_MS } from '../money-policy';
import { findBiller } from './billers';
import type { BillRail, BillState } from './bill-rail';
import {
  claimBillCheck,
  dueBillPaymentIds,
  findBillPayment,
  insertBillPayment,
  lockBillPayment,
  setNextBillCheck,
  writeBillPaymentChanges,
  type BillPaymentRow,
  type NewBillPayment,
} from './bill-payment-repository';

/** What moving a bill payment along needs (a request, the job, a callback or `pnpm reconcile`). */
export type BillDeps = Pick<AppDeps, 'db' | 'now'> & { billRail: BillRail } & Partial<Pick<AppDeps, 'notifier'>>;

/** Journal kinds of a bill payment (bill_payment_hold counts towards the tier limits as money out). */
const BILL_JOURNAL_KINDS = {
  hold: 'bill_payment_hold',
  capture: 'bill_payment_settle',
  release: 'bill_payment_reversal',
  recover: 'bill_payment_recover',
  commission: 'bill_commission',
} as const;

const BILL_INSUFFICIENT_MESSAGE = 'Amount exceeds wallet balance';

function holdReference(id: string): string {
  return `bill:${id}`;
}

function recoverReference(id: string): string {
  return `bill-recover:${id}`;
}

function backoff(checkCount: number): number {
  return TRANSFER_CHECK_BACKOFF_MS[Math.min(checkCount, TRANSFER_CHECK_BACKOFF_MS.length - 1)]!;
}

/** How long a step holds its payment before another worker may take it (a crashed worker's lease runs out). */
const CHECK_LEASE_MS = 60_000;

/**
 * In the caller's transaction: the amount held from the wallet (refused, writing nothing, when the
 * wallet is short or past its tier limit) and the payment recorded, due at once. The aggregator is
 * called after commit, by runBillPaymentStep.
 */
export async function holdBillPayment(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  input: Omit<NewBillPayment, 'id' | 'nextCheckAt' | 'reviewAfter'>,
): Promise<BillPaymentRow> {
  const id = crypto.randomUUID();
  const now = deps.now();
  try {
    await hold(trx, {
      walletUserId: input.userId,
      amountPesewas: input.amountPesewas,
      reason: 'bill_payment',
      reference: holdReference(id),
      journalKind: BILL_JOURNAL_KINDS.hold,
      description: `Bill payment ${id}`,
    });
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw new AppError('INSUFFICIENT_FUNDS', BILL_INSUFFICIENT_MESSAGE);
    if (isLedgerError(error, 'LIMIT_EXCEEDED')) throw limitError(error.details as unknown as LimitBreach);
    throw error;
  }
  return insertBillPayment(trx, { ...input, id, nextCheckAt: now, reviewAfter: new Date(now.getTime() + TRANSFER_REVIEW_AFTER_MS) }, now);
}

export type BillStepResult = 'idle' | 'submitted' | 'checked';

/**
 * One step of one payment, safe to run twice at once and after a crash (the step is claimed as a
 * lease; every call to the aggregator is idempotent by the payment's id):
 * - the first step sends the order; a definite failure releases the money, an unknown outcome
 *   (timeout, 5xx) leaves it processing for the status check;
 * - later steps ask the status by reference: success captures, failure releases, pending waits
 *   (review once past the deadline, never released on a guess), unknown sends the order again.
 */
export async function runBillPaymentStep(deps: BillDeps, id: string): Promise<BillStepResult> {
  const now = deps.now();
  const row = await claimBillCheck(deps.db, id, now, new Date(now.getTime() + CHECK_LEASE_MS));
  if (!row) return 'idle';
  if (row.checkCount === 1) {
    await submit(deps, row);
    return 'submitted';
  }
  let state: BillState;
  try {
    state = await deps.billRail.status(row.id);
  } catch {
    await scheduleNextCheck(deps, row);
    return 'checked';
  }
  if (state.status === 'unknown') {
    await submit(deps, row);
  } else if (state.status === 'pending') {
    await scheduleNextCheck(deps, row);
  } else {
    await applyBillState(deps, row.id, state);
  }
  return 'checked';
}

async function submit(deps: BillDeps, row: BillPaymentRow): Promise<void> {
  let state: BillState;
  try {
    state = await deps.billRail.pay({
      reference: row.id,
      billerId: row.billerId,
      customerNumber: row.customerNumber,
      amountPesewas: BigInt(row.amountPesewas),
      bundleId: row.bundleId,
      payerPhone: row.payerPhone,
    });
  } catch {
    // Unknown outcome: it stays processing; the status check finds out by reference.
    await scheduleNextCheck(deps, row);
    return;
  }
  if (state.status === 'successful' || state.status === 'failed') await applyBillState(deps, row.id, state);
  else await scheduleNextCheck(deps, row);
}

async function scheduleNextCheck(deps: BillDeps, row: BillPaymentRow): Promise<void> {
  const now = deps.now();
  const overdue = row.reviewAfter.getTime() <= now.getTime();
  await setNextBillCheck(
    deps.db,
    row.id,
    now,
    new Date(now.getTime() + backoff(row.checkCount - 1)),
    overdue && row.status === 'processing',
  );
}

type BillAppliedOutcome = 'completed' | 'failed' | 'recovered' | 'needs_review' | 'unchanged';

/**
 * The aggregator's final answer, applied exactly once under the row's lock (a second callback or a
 * poll after a callback changes nothing). Success captures the hold to bills_settlement and moves the
 * commission on to commission_income; failure releases the hold to the wallet. A success after the
 * money was given back (a late success: the airtime was delivered after all) takes it again from the
 * wallet when it can, else the payment goes to review and reconciliation lists it.
 */
async function applyBillState(
  deps: BillDeps,
  id: string,
  state: Extract<BillState, { status: 'successful' | 'failed' }>,
): Promise<BillAppliedOutcome> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await lockBillPayment(trx, id);
    if (!row) return 'unchanged' as const;
    return applyInTransaction(trx, deps.now(), row, state);
  });
  if (outcome !== 'unchanged') {
    const row = await findBillPayment(deps.db, id);
    if (row) await sendBillNotice(deps, row, outcome);
  }
  return outcome;
}

async function applyInTransaction(
  trx: Database,
  now: Date,
  row: BillPaymentRow,
  state: Extract<BillState, { status: 'successful' | 'failed' }>,
): Promise<BillAppliedOutcome> {
  if (row.status === 'completed') return 'unchanged';
  const held = await findHold(trx, { reference: holdReference(row.id) });
  if (!held) throw new Error(`Bill payment ${row.id} has no hold`);

  if (state.status === 'failed') {
    if (row.status === 'failed' || held.status !== 'open') return 'unchanged';
    await release(trx, held.id, { journalKind: BILL_JOURNAL_KINDS.release, description: `Bill payment ${row.id} failed` });
    await writeBillPaymentChanges(trx, row.id, now, { status: 'failed', failureReason: state.reason });
    return 'failed';
  }

  let source = held;
  let outcome: BillAppliedOutcome = 'completed';
  if (held.status === 'released') {
    // Released before on a definite failure, delivered after all: the wallet pays it again if it can.
    try {
      source = await hold(trx, {
        walletUserId: row.userId,
        amountPesewas: BigInt(row.amountPesewas),
        reason: 'bill_payment_recover',
        reference: recoverReference(row.id),
        journalKind: BILL_JOURNAL_KINDS.recover,
        description: `Bill payment ${row.id} delivered after its refund`,
      });
    } catch (error) {
      if (!isLedgerError(error, 'INSUFFICIENT_FUNDS') && !isLedgerError(error, 'LIMIT_EXCEEDED')) throw error;
      if (row.status === 'review') return 'unchanged';
      await writeBillPaymentChanges(trx, row.id, now, {
        status: 'review',
        token: state.token,
        providerReference: state.providerReference,
        failureReason: 'Delivered by the biller after it was refunded; the wallet no longer holds the amount',
      });
      return 'needs_review';
    }
    outcome = 'recovered';
  }
  const settlement = await systemAccount(trx, 'bills_settlement');
  await capture(trx, source.id, { to: settlement, journalKind: BILL_JOURNAL_KINDS.capture, description: `Bill payment ${row.id}` });
  const commission = billCommission(row.billerId, BigInt(row.amountPesewas));
  if (commission > 0n) {
    // The aggregator keeps its price less the commission: what the wallet owes it shrinks, its income grows.
    await transfer(trx, {
      from: settlement,
      to: await systemAccount(trx, 'commission_income'),
      amountPesewas: commission,
      kind: BILL_JOURNAL_KINDS.commission,
      description: `Commission on bill payment ${row.id}`,
    });
  }
  await writeBillPaymentChanges(trx, row.id, now, {
    status: 'completed',
    // Only a prepaid meter gets a token to type in; anything else the aggregator says is not one.
    token: row.billerId === 'ecg-prepaid' ? state.token : null,
    commissionPesewas: commission,
    providerReference: state.providerReference,
    failureReason: null,
  });
  return outcome;
}

/**
 * A callback names a reference: its state is confirmed with the aggregator before anything changes.
 * The aggregator's status call carries neither the ECG token nor the failure's description (it says
 * Paid or Unpaid): a confirmed success keeps the callback's token, a confirmed failure its reason.
 */
export async function confirmBillByReference(
  deps: BillDeps,
  reference: string,
  callback: { token?: string | null; reason?: string | null } = {},
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(reference)) return false;
  const row = await findBillPayment(deps.db, reference);
  if (!row || row.status === 'completed') return false;
  let state: BillState;
  try {
    state = await deps.billRail.status(row.id);
  } catch {
    return false;
  }
  if (state.status === 'successful') await applyBillState(deps, row.id, { ...state, token: state.token ?? callback.token ?? null });
  else if (state.status === 'failed') await applyBillState(deps, row.id, { ...state, reason: callback.reason ?? state.reason });
  return true;
}

/** Runs every payment with a step due (the minute job's body; a missed run is caught up by the next). */
export async function runDueBillPayments(deps: BillDeps, limit = 200): Promise<number> {
  let changed = 0;
  for (const id of await dueBillPaymentIds(deps.db, deps.now(), limit)) {
    try {
      if ((await runBillPaymentStep(deps, id)) !== 'idle') changed++;
    } catch (error) {
      console.error(`Bill payment step failed for ${id}: ${(error as Error).stack ?? String(error)}`);
    }
  }
  return changed;
}

async function sendBillNotice(deps: BillDeps, row: BillPaymentRow, outcome: BillAppliedOutcome): Promise<void> {
  const biller = findBiller(row.billerId)?.name ?? row.billerId;
  const amount = formatCedis(BigInt(row.amountPesewas));
  const values = {
    biller,
    amount,
    number: row.customerNumber,
    reason: row.failureReason ? `: ${row.failureReason}` : '',
    token: row.token ?? '',
  };
  const notice =
    outcome === 'failed'
      ? noticeText('email.billFailed', 'billSms.failed', values)
      : outcome === 'needs_review'
        ? noticeText('email.billChecking', 'billSms.checking', values)
        : noticeText('email.billPaid', row.token ? 'billSms.paidToken' : 'billSms.paid', values);
  await notifyUser(deps, row.userId, 'transactions', notice).catch(() => {});
}
