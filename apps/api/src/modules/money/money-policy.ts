/**
 * The money service's periods and limits, in one place (docs/decisions.md explains each choice).
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A money request the payer has not answered expires after this long. */
export const MONEY_REQUEST_TTL_MS = 7 * DAY_MS;

/** A payment to a phone or email without an account waits this long, then goes back to the sender. */
export const HELD_PAYMENT_TTL_MS = 14 * DAY_MS;

/** Demo users start with ₵1,000.00. */
export const DEMO_OPENING_BALANCE_PESEWAS = 1_000_00n;

/** History pages. */
export const TRANSACTIONS_PAGE_DEFAULT = 20;
export const TRANSACTIONS_PAGE_MAX = 100;

/** The fraud baseline looks at the sender's latest completed payments, at most this many. */
export const FRAUD_HISTORY_LIMIT = 200;

export const MESSAGE_MAX_LENGTH = 280;

const MINUTE_MS = 60 * 1000;

/**
 * After a transfer is submitted, its status is read back by reference at these intervals (then
 * every 30 minutes): the provider's callback usually ends it first; the poll is for the callback
 * that never comes (MTN sends it once, without retry).
 */
export const TRANSFER_CHECK_BACKOFF_MS = [15_000, 30_000, MINUTE_MS, 2 * MINUTE_MS, 5 * MINUTE_MS, 10 * MINUTE_MS, 30 * MINUTE_MS];

/**
 * A charge through the aggregator that the payer has not approved this long after it was asked for
 * fails, crediting nothing (a network's own prompt expires in a few minutes; an approval after this
 * is still credited, once). MTN's requests to pay end at MTN (EXPIRED).
 */
export const COLLECTION_APPROVAL_TIMEOUT_MS = 15 * MINUTE_MS;

/** Codes a payer may try on one collection that asked for one (the aggregator stops at three as well). */
export const COLLECTION_OTP_MAX_ATTEMPTS = 3;

/** A transfer with no final answer this long after submission goes to review (it is never reversed on a guess). */
export const TRANSFER_REVIEW_AFTER_MS = 24 * HOUR_MS;

/** A standard transfer to a linked account is paid out this many business days after it is made. */
export const STANDARD_TRANSFER_BUSINESS_DAYS = 3;

/** A scheduled bank transfer, and a standard transfer's payout day, run from this hour (UTC, Ghana's time). */
export const PAYOUT_HOUR_UTC = 8;

/** The transfers listed on /me and /bank-transfers. */
export const TRANSFERS_LIST_LIMIT = 50;

/** A scheduled bank transfer's date may be at most this far ahead. */
export const SCHEDULE_MAX_DAYS_AHEAD = 366;

/**
 * A provider's callback makes us read the transfer's status from the provider (a callback is only a
 * hint). Those reads are bounded, so forged callbacks cannot make us query the provider without end:
 * at most one per transfer reference in this window, this many a second from one address, and this
 * many a second in all (per process). A callback over a bound changes nothing: the poll still finds
 * the status (TRANSFER_CHECK_BACKOFF_MS). The per-second bounds sit above a real provider's bursts
 * (its callbacks come from a few addresses): at 10 a second the fault suite's bursts were left to the
 * slower poll and transfers out stayed unsettled past its 3 minutes.
 */
export const CALLBACK_CHECK_PER_REFERENCE_MS = 15_000;
export const CALLBACK_CHECKS_PER_ADDRESS_PER_SECOND = 200;
export const CALLBACK_CHECKS_PER_SECOND = 500;

/**
 * What the bills aggregator pays the wallet on each delivered payment, in basis points of its amount
 * (the agreement's figures: airtime and data 2.5 %, bills 1 %), rounded down to the pesewa. It is the
 * wallet's income (commission_income); `pnpm reconcile` shows it.
 */
const BILL_COMMISSION_BPS = { airtime: 250n, data: 250n, bill: 100n } as const;

export function billCommission(billerId: string, amountPesewas: bigint): bigint {
  const bps = billerId.endsWith('-airtime')
    ? BILL_COMMISSION_BPS.airtime
    : billerId.endsWith('-data')
      ? BILL_COMMISSION_BPS.data
      : BILL_COMMISSION_BPS.bill;
  return (amountPesewas * bps) / 10_000n;
}

/** transactions.transaction_type of a money request paid (a send is 'send'). */
export const REQUEST_PAYMENT_TYPE = 'request_payment';
