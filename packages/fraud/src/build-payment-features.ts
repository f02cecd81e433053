import { ghanaLocalHour, type PaymentFeatures } from './payment-features';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** One earlier outgoing payment that moved money (completed, or held for an unregistered person). */
export interface OutgoingPayment {
  amountPesewas: bigint;
  createdAt: Date;
  status: 'completed' | 'pending';
}

/** What the money service reads from the database before it scores a payment. */
export interface PaymentFacts {
  amountPesewas: bigint;
  now: Date;
  sender: { createdAt: Date; balancePesewas: bigint };
  /** The sender's latest outgoing payments that moved money, any order. */
  history: readonly OutgoingPayment[];
  recipient: {
    /** Null when the recipient has no account (a held payment). */
    createdAt: Date | null;
    /** Distinct other users who reported the recipient. */
    distinctReporters: number;
    /** The sender already paid this person (their account, phone or email). */
    paidBefore: boolean;
    /** A saved contact or accepted friend for more than a day. */
    establishedContact: boolean;
  };
}

/**
 * What the scorer needs from the sender's history: the baseline of their completed payments and the
 * velocity of everything that moved money. The database computes the same from the same rows
 * (send_context, migration 0022), so a send reads a handful of figures instead of up to 200 rows;
 * summarizeHistory is its definition, and a test holds the two to each other.
 */
export interface HistorySummary {
  medianPaymentPesewas: bigint | null;
  meanPaymentPesewas: bigint | null;
  largestPaymentPesewas: bigint | null;
  previousPaymentCount: number;
  paymentsLast10Minutes: number;
  paymentsLast24Hours: number;
  sentLast24HoursPesewas: bigint;
}

/**
 * The summary of a history. Pure: the baseline (median, mean, largest, count) comes from completed
 * payments only; velocity counts every payment that moved money in the window, including held ones,
 * because the money left the wallet either way (and one stamped after `now`, which committed first).
 * Times are compared in whole milliseconds, as a Date holds them.
 */
export function summarizeHistory(history: readonly OutgoingPayment[], now: Date): HistorySummary {
  const completed = history.filter((p) => p.status === 'completed').map((p) => p.amountPesewas);
  const nowMs = now.getTime();
  // A payment stamped after `now` is one that committed while this one was being scored (its clock
  // started later): it came first, so it counts. Leaving it out let parallel sends slip past velocity.
  const inWindow = (windowMs: number) => history.filter((p) => p.createdAt.getTime() > nowMs - windowMs);
  const lastDay = inWindow(24 * HOUR_MS);
  return {
    medianPaymentPesewas: median(completed),
    meanPaymentPesewas: mean(completed),
    largestPaymentPesewas: completed.length ? completed.reduce((a, b) => (b > a ? b : a)) : null,
    previousPaymentCount: completed.length,
    paymentsLast10Minutes: inWindow(10 * MINUTE_MS).length,
    paymentsLast24Hours: lastDay.length,
    sentLast24HoursPesewas: lastDay.reduce((sum, p) => sum + p.amountPesewas, 0n),
  };
}

/** Turns rows into the scorer's features (the history summarised by summarizeHistory). */
export function buildPaymentFeatures(facts: PaymentFacts): PaymentFeatures {
  return featuresFromSummary({ ...facts, history: summarizeHistory(facts.history, facts.now) });
}

/** The scorer's features from a summary of the history already made (by the database, for a send). */
export function featuresFromSummary(facts: Omit<PaymentFacts, 'history'> & { history: HistorySummary }): PaymentFeatures {
  const { now, history } = facts;
  return {
    amountPesewas: facts.amountPesewas,
    sender: {
      medianPaymentPesewas: history.medianPaymentPesewas,
      meanPaymentPesewas: history.meanPaymentPesewas,
      largestPaymentPesewas: history.largestPaymentPesewas,
      previousPaymentCount: history.previousPaymentCount,
      accountAgeHours: hoursBetween(facts.sender.createdAt, now),
      balancePesewas: facts.sender.balancePesewas,
    },
    velocity: {
      paymentsLast10Minutes: history.paymentsLast10Minutes,
      paymentsLast24Hours: history.paymentsLast24Hours,
      sentLast24HoursPesewas: history.sentLast24HoursPesewas,
    },
    recipient: {
      isFirstPaymentToRecipient: !facts.recipient.paidBefore,
      accountAgeHours: facts.recipient.createdAt ? hoursBetween(facts.recipient.createdAt, now) : null,
      distinctReporters: facts.recipient.distinctReporters,
      isNewContact: !facts.recipient.establishedContact,
    },
    localHour: ghanaLocalHour(now),
  };
}

/** Middle value; for an even count the mean of the two middle values, rounded down. */
export function median(values: readonly bigint[]): bigint | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2n;
}

/** Mean rounded to the nearest pesewa. */
export function mean(values: readonly bigint[]): bigint | null {
  if (values.length === 0) return null;
  const count = BigInt(values.length);
  const sum = values.reduce((a, b) => a + b, 0n);
  return (sum + count / 2n) / count;
}

function hoursBetween(from: Date, to: Date): number {
  return Math.max(0, (to.getTime() - from.getTime()) / HOUR_MS);
}
