import type { PaymentFeatures } from '../payment-features';

/**
 * Signals are grouped by the independent thing they observe. Two signals of one group (a first
 * payment to someone who is also a new contact) are one piece of evidence, not two, when the
 * confidence of an alert is worked out.
 */
export type SignalGroup = 'amount' | 'balance' | 'recipient-novelty' | 'recipient-risk' | 'velocity' | 'sender-age' | 'timing';

export type SignalCode =
  | 'amount-multiple'
  | 'large-amount-little-history'
  | 'balance-drain'
  | 'first-payment-to-recipient'
  | 'new-contact'
  | 'recipient-no-account'
  | 'recipient-new-account'
  | 'recipient-reported'
  | 'burst-10-minutes'
  | 'busy-24-hours'
  | 'sent-24-hours'
  | 'new-sender-account'
  | 'unusual-hour';

/** One reason the payment looks risky, with the points it adds and the sentence shown to people. */
export interface FiredSignal {
  code: SignalCode;
  group: SignalGroup;
  points: number;
  reason: string;
}

export type Signal = (features: PaymentFeatures) => FiredSignal | null;

/** Points for the first tier whose threshold the value reaches; tiers are listed highest first. */
export function tierPoints<T extends number | bigint>(value: T, tiers: readonly (readonly [threshold: T, points: number])[]): number {
  for (const [threshold, points] of tiers) if (value >= threshold) return points;
  return 0;
}
