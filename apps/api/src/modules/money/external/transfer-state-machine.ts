import type { Database } from '@ghanapay/db';
import {
  capture,
  ensureWalletAccount,
  findHold,
  hold,
  isLedgerError,
  release,
  systemAccount,
  transfer,
  type Hold,
  type HoldOutcome,
  type LimitBreach,
  type SystemAccountKind,
} from '@ghanapay/ledger';
import type {
  CollectionOutcome,
  CollectionRail,
  CollectionRailKey,
  CollectionSource,
  PaymentState,
  PayoutDestination,
} from '@ghanapay/providers';
import { assertWithinRecoveryCooldown } from '../cooldown/recovery-cooldown';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import {
  claimScheduledTransfer,
  claimStatusCheck,
  dueExternalTransferIds,
  findExternalTransfer,
  setNextCheck,
  writeTransferChanges,
  type TransferChanges,
  insertExternalTransfer,
  lockExternalTransfer,
  markAwaitingOtp,
  markAwaitingBankCheck,
  type ExternalTransferRow,
  type NewExternalTransfer,
} from './external-transfer-repository';
import { findCardAuthorization } from './linked-account-repository';
import { COLLECTION_APPROVAL_TIMEOUT_MS, TRANSFER_CHECK_BACKOFF_MS, TRANSFER_REVIEW_AFTER_MS } from '../money-policy';
import { sendTransferNotice } from './transfer-notices';
import { COLLECTION_GIVEN_UP_CODES, OVER_LIMIT_CODE, otpPrompt } from './transfer-dto';
import { creditFitsBalanceLimit, limitError } from '../limits/limits-service';
import { formatCedis } from '@ghanapay/money';
import { formatGhanaPhoneLocal, APP_NAME } from '@ghanapay/validators';
import { holdForOpenReversals } from '../reversals/reversal-service';

/** What moving a transfer along needs (a request, the job, or `pnpm reconcile`, which has no notifier). */
export type TransferDeps = Pick<AppDeps, 'db' | 'moneyRails' | 'now'> & Partial<Pick<AppDeps, 'notifier' | 'kickTransfer'>>;

/** Journal kinds of money in and out (lower_snake_case, as the ledger requires). */
const EXTERNAL_JOURNAL_KINDS = {
  hold: 'payout_hold',
  settle: 'payout_settle',
  reverse: 'payout_reversal',
  recover: 'payout_recover',
  credit: 'collection_credit',
  refundHold: 'collection_refund_hold',
} as const;

const TRANSFER_INSUFFICIENT_MESSAGE = 'Transfer amount exceeds wallet balance';

/**
 * The ledger hold of an outbound transfer: its amount and fee, set aside at request, captured to the
 * provider's settlement account on success, released to where it came from on a definite failure.
 * Transfers made before holds existed were given theirs under the same reference by migration 0033 (ledger holds).
 */
function transferHoldReference(transferId: string): string {
  return `transfer:${transferId}`;
}

/** The second hold of a transfer paid out after its refund (the late-success rule). */
function recoverHoldReference(transferId: string): string {
  return `transfer:${transferId}:recover`;
}

async function transferHold(trx: Database, transferId: string): Promise<Hold> {
  const found = await findHold(trx, { reference: transferHoldReference(transferId) });
  if (!found) throw new Error(`Transfer ${transferId} has no ledger hold`);
  return found;
}

/**
 * The transfer's row, locked, said the hold was still open: a hold already ended means the two
 * disagree, so nothing is written (the transaction rolls back) rather than money moved on a guess.
 */
function movedNow(outcome: HoldOutcome, transferId: string): HoldOutcome {
  if (!outcome.applied) throw new Error(`Transfer ${transferId}: its hold was already ${outcome.hold.status}`);
  return outcome;
}

/** MTN wallets go through MTN's own API; other networks and banks through the aggregator. */
function providerFor(destination: PayoutDestination): 'mtn-momo' | 'paystack' {
  return destination.kind === 'mobile_money' && destination.network === 'MTN' ? 'mtn-momo' : 'paystack';
}

/** The ledger account standing for the money a provider holds for us. */
export function settlementKind(provider: string): SystemAccountKind {
  return provider === 'mtn-momo' ? 'momo_settlement' : 'bank_settlement';
}

export interface PayoutInput {
  userId: string;
  purpose: 'wallet_transfer' | 'bank_transfer';
  destination: PayoutDestination;
  bankName?: string | null;
  amountPesewas: bigint;
  feePesewas: bigint;
  speed: 'standard' | 'instant' | 'immediate' | 'scheduled';
  executeAfter: Date;
  linkedAccount?: { type: 'mobile_money' | 'bank'; id: string } | null;
  bankTransferId?: string | null;
}

/**
 * Money leaving: in the caller's transaction, a ledger hold of the wallet's amount and fee (into
 * payout_pending; refused, writing nothing, when the wallet is short or past its tier limit) and the
 * transfer recorded with that hold's journal.
 * The provider is called later, after commit, by runTransferStep.
 */
export async function holdPayout(trx: Database, deps: Pick<AppDeps, 'now'>, input: PayoutInput): Promise<ExternalTransferRow> {
  // After a password reset or a phone change, at most the cool-down's allowance leaves (refused, nothing written).
  await assertWithinRecoveryCooldown(trx, input.userId, input.amountPesewas + input.feePesewas, deps.now());
  const id = crypto.randomUUID();
  let journalId: string;
  try {
    const held = await hold(trx, {
      walletUserId: input.userId,
      amountPesewas: input.amountPesewas + input.feePesewas,
      reason: 'payout',
      reference: transferHoldReference(id),
      journalKind: EXTERNAL_JOURNAL_KINDS.hold,
      description: `Transfer ${id}`,
    });
    journalId = held.holdJournalId;
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw new AppError('INSUFFICIENT_FUNDS', TRANSFER_INSUFFICIENT_MESSAGE);
    if (isLedgerError(error, 'LIMIT_EXCEEDED')) throw limitError(error.details as unknown as LimitBreach);
    throw error;
  }
  const d = input.destination;
  const row: NewExternalTransfer = {
    id,
    userId: input.userId,
    direction: 'out',
    purpose: input.purpose,
    provider: providerFor(d),
    destinationKind: d.kind,
    network: d.kind === 'mobile_money' ? d.network : null,
    bankSortCode: d.kind === 'bank' ? d.bankSortCode : null,
    bankName: input.bankName ?? null,
    accountNumber: d.kind === 'mobile_money' ? d.phoneNumber : d.accountNumber,
    accountName: d.accountName,
    linkedAccountType: input.linkedAccount?.type ?? null,
    linkedAccountId: input.linkedAccount?.id ?? null,
    amountPesewas: input.amountPesewas.toString(),
    feePesewas: input.feePesewas.toString(),
    speed: input.speed,
    status: 'scheduled',
    executeAfter: input.executeAfter,
    holdJournalId: journalId,
    bankTransferId: input.bankTransferId ?? null,
    refundOf: null,
  };
  return insertExternalTransfer(trx, row, deps.now());
}

/**
 * Money coming in, recorded, then requested from the payer by runTransferStep: Add Money (from the
 * person's own linked wallet) or a payment to one of their payment links (from anyone's wallet, no
 * linked account). MTN wallets through MTN's request to pay, Telecel Cash and AirtelTigo Money
 * through the aggregator's charge (the rail the source names). Either way the wallet named by userId
 * is only ever credited.
 */
export async function recordCollection(
  trx: Database,
  deps: Pick<AppDeps, 'now' | 'moneyRails'>,
  input: {
    userId: string;
    network: 'MTN' | 'TELECEL' | 'AIRTELTIGO';
    phoneNumber: string;
    accountName: string;
    amountPesewas: bigint;
    source: { linkedAccountId: string } | { paymentLinkId: string };
  },
): Promise<ExternalTransferRow> {
  const linked = 'linkedAccountId' in input.source ? input.source.linkedAccountId : null;
  const rail = deps.moneyRails.collectionRailFor({ kind: 'mobile_money', network: input.network });
  return insertExternalTransfer(
    trx,
    {
      id: crypto.randomUUID(),
      userId: input.userId,
      direction: 'in',
      purpose: linked ? 'add_money' : 'payment_link',
      provider: rail.provider,
      destinationKind: 'mobile_money',
      network: input.network,
      bankSortCode: null,
      bankName: null,
      accountNumber: input.phoneNumber,
      accountName: input.accountName,
      linkedAccountType: linked ? 'mobile_money' : null,
      linkedAccountId: linked,
      paymentLinkId: 'paymentLinkId' in input.source ? input.source.paymentLinkId : null,
      amountPesewas: input.amountPesewas.toString(),
      feePesewas: '0',
      speed: 'collection',
      status: 'scheduled',
      executeAfter: deps.now(),
      holdJournalId: null,
      bankTransferId: null,
      refundOf: null,
    },
    deps.now(),
  );
}

/**
 * Add Money from one of the person's saved cards: a collection whose source is the card (its
 * Paystack authorization is read when the charge is sent, so a card removed meanwhile is not charged).
 */
export async function recordCardCollection(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  input: { userId: string; cardId: string; cardLabel: string; bankName: string; amountPesewas: bigint },
): Promise<ExternalTransferRow> {
  return insertExternalTransfer(
    trx,
    {
      id: crypto.randomUUID(),
      userId: input.userId,
      direction: 'in',
      purpose: 'add_money',
      provider: 'paystack',
      destinationKind: 'card',
      network: null,
      bankSortCode: null,
      bankName: input.bankName,
      accountNumber: input.cardLabel,
      accountName: input.cardLabel,
      linkedAccountType: 'card',
      linkedAccountId: input.cardId,
      paymentLinkId: null,
      amountPesewas: input.amountPesewas.toString(),
      feePesewas: '0',
      speed: 'collection',
      status: 'scheduled',
      executeAfter: deps.now(),
      holdJournalId: null,
      bankTransferId: null,
      refundOf: null,
    },
    deps.now(),
  );
}

/** What picks a collection's rail, as its row records it: the wallet's network, or a card. */
function railKeyOf(row: ExternalTransferRow): CollectionRailKey {
  return row.destinationKind === 'card' ? { kind: 'card' } : { kind: 'mobile_money', network: row.network! };
}

/** Where a collection's money comes from: the wallet, or the card's authorization (null: the card is gone). */
async function collectionSourceOf(deps: Pick<TransferDeps, 'db'>, row: ExternalTransferRow): Promise<CollectionSource | null> {
  if (row.destinationKind !== 'card') return { kind: 'mobile_money', network: row.network!, phoneNumber: row.accountNumber };
  const card = await findCardAuthorization(deps.db, row.userId, row.linkedAccountId!);
  return card?.authorizationCode && card.customerEmail
    ? { kind: 'card', authorizationCode: card.authorizationCode, email: card.customerEmail }
    : null;
}

/** The rail a collection runs on: every call about a collection (request, code, status) goes through here. */
export function collectionRailOf(deps: Pick<TransferDeps, 'moneyRails'>, row: ExternalTransferRow): CollectionRail {
  return deps.moneyRails.collectionRailFor(railKeyOf(row));
}

function destinationOf(row: ExternalTransferRow): PayoutDestination {
  return row.destinationKind === 'bank'
    ? { kind: 'bank', bankSortCode: row.bankSortCode!, accountNumber: row.accountNumber, accountName: row.accountName }
    : { kind: 'mobile_money', network: row.network!, phoneNumber: row.accountNumber, accountName: row.accountName };
}

function noteOf(row: ExternalTransferRow): string {
  if (row.purpose === 'payment_link') return `${APP_NAME}: pay a payment link`;
  return row.direction === 'in' ? `${APP_NAME}: add money to your wallet` : `${APP_NAME} wallet transfer`;
}

/** Asks the provider to execute the order under the transfer's own id (a retry can never pay twice). */
async function submit(deps: TransferDeps, row: ExternalTransferRow): Promise<CollectionOutcome> {
  const amountPesewas = BigInt(row.amountPesewas);
  if (row.direction === 'in') {
    const source = await collectionSourceOf(deps, row);
    if (!source) return { status: 'refused', reason: 'The card was removed before it was charged' };
    return collectionRailOf(deps, row).request({ reference: row.id, amountPesewas, source, note: noteOf(row) });
  }
  const destination = destinationOf(row);
  return deps.moneyRails.payoutRailFor(destination).submit({ reference: row.id, amountPesewas, destination, note: noteOf(row) });
}

/** The provider's answer for a transfer, by its reference (the poll, a callback's confirmation, reconciliation). */
export async function providerStatus(deps: Pick<TransferDeps, 'moneyRails'>, row: ExternalTransferRow): Promise<PaymentState> {
  return row.direction === 'in'
    ? collectionRailOf(deps, row).status(row.id)
    : deps.moneyRails.payoutRailFor(destinationOf(row)).status(row.id);
}

function backoff(checkCount: number): number {
  return TRANSFER_CHECK_BACKOFF_MS[Math.min(checkCount, TRANSFER_CHECK_BACKOFF_MS.length - 1)]!;
}

/** How long a status check holds its transfer before another worker may try (a crashed worker's lease runs out). */
const CHECK_LEASE_MS = 60_000;

export type StepResult = 'idle' | 'submitted' | 'checked' | 'final';

/**
 * One step of one transfer, whatever state it is in; safe to run twice at once and after a crash
 * (every change is claimed under the row's lock, every provider call is idempotent by reference):
 *
 * - scheduled, due → claimed as processing, then submitted to the provider (after commit);
 *   a definite refusal ends it as failed (money back), an unknown outcome leaves it processing;
 * - processing or review, check due → the provider's status by reference: successful settles,
 *   failed reverses, pending waits (review once past the deadline, never reversed on a guess),
 *   unknown (the order never arrived) submits it again under the same reference.
 */
export async function runTransferStep(deps: TransferDeps, id: string): Promise<StepResult> {
  const now = deps.now();
  const claimed = await claimScheduledTransfer(deps.db, id, now, {
    nextCheckAt: new Date(now.getTime() + backoff(0)),
    reviewAfter: new Date(now.getTime() + TRANSFER_REVIEW_AFTER_MS),
  });
  if (claimed) {
    await submitAndApply(deps, claimed);
    return 'submitted';
  }

  // The claim is a lease: another worker skips the row until it ends (or, after a crash, runs out).
  const row = await claimStatusCheck(deps.db, id, now, new Date(now.getTime() + CHECK_LEASE_MS));
  if (!row) return 'idle';
  await checkTransfer(deps, row);
  return 'checked';
}

async function submitAndApply(deps: TransferDeps, row: ExternalTransferRow): Promise<void> {
  let outcome: CollectionOutcome;
  try {
    outcome = await submit(deps, row);
  } catch {
    // Unknown outcome (timeout, 5xx): it stays processing; the status check finds out by reference.
    return;
  }
  // The provider's own words name a masked number; the payer is told which network and number in full.
  if (outcome.status === 'awaiting_otp') await markAwaitingOtp(deps.db, row.id, otpPrompt(row), deps.now());
  // The card's bank asks for its own check (3-D Secure): the payer opens its page; the outcome comes by webhook and poll.
  if (outcome.status === 'awaiting_url') await markAwaitingBankCheck(deps.db, row.id, outcome.url, deps.now());
  if (outcome.status === 'refused') await applyProviderState(deps, row.id, { status: 'failed', reason: outcome.reason });
}

/** Reads the provider's status by reference and applies it; also what a callback triggers. */
async function checkTransfer(deps: TransferDeps, row: ExternalTransferRow): Promise<void> {
  let state: PaymentState;
  try {
    state = await providerStatus(deps, row);
  } catch {
    await scheduleNextCheck(deps, row);
    return;
  }
  if (state.status === 'unknown') {
    // The order never reached the provider (a 5xx or a timeout before it was recorded): send it
    // again under the same reference; the provider takes it once.
    await scheduleNextCheck(deps, row);
    await submitAndApply(deps, row);
    return;
  }
  if (state.status === 'pending') {
    if (collectionTimedOut(row, deps.now())) {
      await applyProviderState(deps, row.id, {
        status: 'failed',
        reason: 'The payment was not approved in time',
        code: COLLECTION_GIVEN_UP_CODES.timeout,
      });
      return;
    }
    await scheduleNextCheck(deps, row);
    return;
  }
  await applyProviderState(deps, row.id, state);
}

/**
 * A charge through the aggregator still not approved long after it was asked for: it fails (an
 * approval after it is still credited). MTN ends its own requests to pay (EXPIRED); an aggregator's
 * mobile-money charge may stay "ongoing" without end, so the app ends it.
 */
function collectionTimedOut(row: ExternalTransferRow, now: Date): boolean {
  const askedAt = row.submittedAt ?? row.createdAt;
  return row.direction === 'in' && row.provider === 'paystack' && now.getTime() - askedAt.getTime() >= COLLECTION_APPROVAL_TIMEOUT_MS;
}

async function scheduleNextCheck(deps: TransferDeps, row: ExternalTransferRow): Promise<void> {
  const now = deps.now();
  const overdue = row.reviewAfter !== null && row.reviewAfter.getTime() <= now.getTime();
  await setNextCheck(deps.db, row.id, now, new Date(now.getTime() + backoff(row.checkCount)), overdue && row.status === 'processing');
}

export type AppliedOutcome = 'settled' | 'reversed' | 'credited' | 'failed' | 'recovered' | 'unchanged' | 'needs_review' | 'refunding';

/**
 * A provider's final answer, applied exactly once under the row's lock. The same answer again (a
 * second callback, a poll after a callback) changes nothing. A success after the money was already
 * given back (a late success) is settled by the rule in docs/decisions.md: the wallet pays it again
 * when it can, else the transfer goes to review and reconciliation lists it.
 */
export async function applyProviderState(
  deps: TransferDeps,
  id: string,
  state: Extract<PaymentState, { status: 'successful' | 'failed' }>,
): Promise<AppliedOutcome> {
  const { outcome, refundId } = await applyInTransaction(deps, id, state);
  if (outcome !== 'unchanged') {
    // After commit: the person is told how it ended (an SMS, as for every debit and credit).
    const row = await findExternalTransfer(deps.db, id);
    if (row) await sendTransferNotice(deps, row, outcome);
    // Money that reached the wallet (added, or a transfer out given back): a reversal request waiting
    // on this person's money takes its share now rather than at the minute job.
    if (row && (outcome === 'credited' || outcome === 'reversed')) holdForOpenReversals(deps, row.userId);
  }
  // The job finds a due refund within a minute; a running app sends it at once.
  if (refundId) deps.kickTransfer?.(refundId);
  return outcome;
}

async function applyInTransaction(
  deps: TransferDeps,
  id: string,
  state: Extract<PaymentState, { status: 'successful' | 'failed' }>,
): Promise<{ outcome: AppliedOutcome; refundId?: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockExternalTransfer(trx, id);
    if (!row) return { outcome: 'unchanged' as const };
    if (row.direction === 'in') return applyToCollection(trx, deps, row, state);
    return { outcome: await applyToPayout(trx, deps, row, state) };
  });
}

/**
 * A collection's final answer. A collection that failed and then succeeded (the payer approved late)
 * is credited then: the person paid, so the wallet gets it, once. A success that no longer fits below
 * the wallet's balance limit (a payment arrived meanwhile) is sent back to the payer, whole.
 */
async function applyToCollection(
  trx: Database,
  deps: TransferDeps,
  row: ExternalTransferRow,
  state: Extract<PaymentState, { status: 'successful' | 'failed' }>,
): Promise<{ outcome: AppliedOutcome; refundId?: string }> {
  const now = deps.now();
  const amount = BigInt(row.amountPesewas);
  if (row.status === 'completed' || row.failureCode === OVER_LIMIT_CODE || (row.status === 'failed' && state.status === 'failed'))
    return { outcome: 'unchanged' };
  if (state.status === 'failed') {
    await finish(trx, row, now, { status: 'failed', failureCode: codeOf(state), failureReason: state.reason });
    return { outcome: 'failed' };
  }
  const wallet = await ensureWalletAccount(trx, row.userId);
  const settlement = await systemAccount(trx, settlementKind(row.provider));
  const room = await creditFitsBalanceLimit(trx, wallet, amount, [settlement]);
  if (!room.fits && row.destinationKind === 'card') {
    // A card payment is given back by the card's own refund, which a person starts (docs/decisions.md, "Cards").
    if (row.status === 'review') return { outcome: 'unchanged' };
    await finish(trx, row, now, {
      status: 'review',
      providerTransactionId: state.providerTransactionId,
      failureReason: `it would take your balance above its limit of ${formatCedis(room.limitPesewas)}; it will be refunded to your card`,
    });
    return { outcome: 'needs_review' };
  }
  if (!room.fits) {
    const refundId = await refundCollection(trx, row, now, settlement);
    await finish(trx, row, now, {
      status: 'failed',
      providerTransactionId: state.providerTransactionId,
      failureCode: OVER_LIMIT_CODE,
      failureReason: `it would take your balance above its limit of ${formatCedis(room.limitPesewas)}, so it is being sent back to ${formatGhanaPhoneLocal(row.accountNumber)}`,
    });
    return { outcome: 'refunding', refundId };
  }
  const credit = await transfer(trx, {
    from: settlement,
    to: wallet,
    amountPesewas: amount,
    kind: EXTERNAL_JOURNAL_KINDS.credit,
    description: row.purpose === 'payment_link' ? `Payment link payment ${row.id}` : `Add money ${row.id}`,
  });
  await finish(trx, row, now, {
    status: 'completed',
    settleJournalId: credit.journalId,
    providerTransactionId: state.providerTransactionId,
    failureCode: null,
    failureReason: null,
  });
  return { outcome: 'credited' };
}

/**
 * The money of a collection the wallet cannot take goes back to the wallet it came from: from the
 * provider's settlement account to payout_pending, then out as a payout of its own, never through
 * the person's wallet (which it would take above its limit).
 */
async function refundCollection(trx: Database, row: ExternalTransferRow, now: Date, settlement: string): Promise<string> {
  const id = crypto.randomUUID();
  const held = await hold(trx, {
    accountId: settlement,
    amountPesewas: BigInt(row.amountPesewas),
    reason: 'add_money_refund',
    reference: transferHoldReference(id),
    journalKind: EXTERNAL_JOURNAL_KINDS.refundHold,
    description: `Add money ${row.id} beyond the balance limit, sent back as ${id}`,
  });
  await insertExternalTransfer(
    trx,
    {
      id,
      userId: row.userId,
      direction: 'out',
      purpose: 'add_money_refund',
      provider: row.provider,
      destinationKind: 'mobile_money',
      network: row.network,
      bankSortCode: null,
      bankName: null,
      accountNumber: row.accountNumber,
      accountName: row.accountName,
      linkedAccountType: row.linkedAccountType,
      linkedAccountId: row.linkedAccountId,
      amountPesewas: row.amountPesewas,
      feePesewas: '0',
      speed: 'instant',
      status: 'scheduled',
      executeAfter: now,
      holdJournalId: held.holdJournalId,
      bankTransferId: null,
      refundOf: row.id,
    },
    now,
  );
  return id;
}

/**
 * A payout's final answer: settled, or reversed to the wallet; the late-success rule after a reversal.
 * A refund of Add Money that the provider refuses is never put in the wallet (the limit it would pass
 * is why it is a refund): it goes to review, its money still held, for a person to resolve.
 */
async function applyToPayout(
  trx: Database,
  deps: TransferDeps,
  row: ExternalTransferRow,
  state: Extract<PaymentState, { status: 'successful' | 'failed' }>,
): Promise<AppliedOutcome> {
  const now = deps.now();
  const amount = BigInt(row.amountPesewas);
  const fee = BigInt(row.feePesewas);
  const providerTransactionId = state.status === 'successful' ? state.providerTransactionId : null;
  if (row.purpose === 'add_money_refund' && state.status === 'failed' && row.settleJournalId === null) {
    if (row.status === 'review') return 'unchanged';
    await finish(trx, row, now, { status: 'review', failureCode: codeOf(state), failureReason: state.reason });
    return 'needs_review';
  }
  // The hold's amount and fee: the amount to the provider's settlement account, the fee to fees.
  const settle = async (held: Hold) => {
    const settlement = await systemAccount(trx, settlementKind(row.provider));
    const captured = await capture(trx, held.id, {
      to: settlement,
      feePesewas: fee,
      journalKind: EXTERNAL_JOURNAL_KINDS.settle,
      description: `Transfer ${row.id}`,
    });
    return movedNow(captured, row.id);
  };

  if (row.settleJournalId !== null) return 'unchanged';
  if (row.reverseJournalId === null) {
    const held = await transferHold(trx, row.id);
    if (state.status === 'successful') {
      const settled = await settle(held);
      await finish(trx, row, now, { status: 'completed', settleJournalId: settled.journalId, providerTransactionId });
      return 'settled';
    }
    const reversed = movedNow(
      await release(trx, held.id, { journalKind: EXTERNAL_JOURNAL_KINDS.reverse, description: `Transfer ${row.id} failed` }),
      row.id,
    );
    await finish(trx, row, now, {
      status: 'failed',
      reverseJournalId: reversed.journalId,
      failureCode: codeOf(state),
      failureReason: state.reason,
    });
    return 'reversed';
  }

  // Reversed before; only a success changes anything now: the late-success rule.
  if (state.status === 'failed' || row.status === 'review') return 'unchanged';
  let recovered: Hold;
  try {
    recovered = await hold(trx, {
      walletUserId: row.userId,
      amountPesewas: amount + fee,
      reason: 'payout_recover',
      reference: recoverHoldReference(row.id),
      journalKind: EXTERNAL_JOURNAL_KINDS.recover,
      description: `Transfer ${row.id} paid out after its refund`,
    });
  } catch (error) {
    if (!isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw error;
    await finish(trx, row, now, {
      status: 'review',
      providerTransactionId,
      failureReason: 'Paid out by the provider after it was refunded; the wallet no longer holds the amount',
    });
    return 'needs_review';
  }
  const settled = await settle(recovered);
  await finish(trx, row, now, {
    status: 'completed',
    recoverJournalId: recovered.holdJournalId,
    settleJournalId: settled.journalId,
    providerTransactionId,
    failureCode: null,
    failureReason: null,
  });
  return 'recovered';
}

function codeOf(state: PaymentState): string | null {
  return state.status === 'failed' ? (state.code ?? null) : null;
}

async function finish(trx: Database, row: ExternalTransferRow, now: Date, changes: TransferChanges): Promise<void> {
  await writeTransferChanges(trx, row, now, changes, changes.status === 'completed' || changes.status === 'failed');
}

/** A callback names a reference: its status is confirmed with the provider before anything changes. */
export async function confirmByReference(deps: TransferDeps, reference: string): Promise<boolean> {
  const row = await findExternalTransfer(deps.db, reference);
  if (!row || (row.status !== 'processing' && row.status !== 'review' && row.status !== 'failed')) return false;
  let state: PaymentState;
  try {
    state = await providerStatus(deps, row);
  } catch {
    return false;
  }
  if (state.status === 'successful' || state.status === 'failed') await applyProviderState(deps, row.id, state);
  return true;
}

/** Runs every transfer with work due (the job's body; a missed run is caught up by the next). */
export async function runDueTransfers(deps: TransferDeps, limit = 200): Promise<number> {
  let changed = 0;
  for (const id of await dueExternalTransferIds(deps.db, deps.now(), limit)) {
    // One transfer whose step fails must not hold up the others behind it: it is logged and tried
    // again on the next run, the rest go on.
    try {
      if ((await runTransferStep(deps, id)) !== 'idle') changed++;
    } catch (error) {
      console.error(`Transfer step failed for ${id}: ${(error as Error).stack ?? String(error)}`);
    }
  }
  return changed;
}
