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
