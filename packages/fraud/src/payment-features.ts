import type { Pesewas } from '@ghanapay/money';

/**
 * Everything the scorer knows about one outgoing payment. The money service loads these from the
 * database at the moment of sending; the scorer itself does no I/O and reads no clock, so the same
 * features always give the same score.
 *
 * "Previous payments" means the sender's earlier *completed* outgoing payments, never the one being
 * scored. Counts and sums in `velocity` also exclude the payment being scored.
 */
export interface PaymentFeatures {
  /** The amount being sent, in pesewas (1 cedi = 100 pesewas). Must be above zero. */
  amountPesewas: Pesewas;
  sender: SenderBaseline;
  velocity: SenderVelocity;
  recipient: RecipientFacts;
  /**
   * Hour of the payment in Ghana local time, 0-23. Ghana keeps GMT (UTC+0) all year with no
   * daylight saving, so this is the UTC hour; see `ghanaLocalHour`.
   */
  localHour: number;
}

/** What "normal" looks like for this sender. */
export interface SenderBaseline {
  /** Median of the previous completed payments; null when there are none. */
  medianPaymentPesewas: Pesewas | null;
  /** Mean of the previous completed payments; null when there are none. */
  meanPaymentPesewas: Pesewas | null;
  /**
   * Largest previous completed payment; null when there are none. Lets a monthly rent or school-fees
   * payment that was made before not look unusual even though it is far above the median.
   */
  largestPaymentPesewas: Pesewas | null;
  /** Number of previous completed payments. */
  previousPaymentCount: number;
  /** Hours since the sender's account was created (fractions allowed). */
  accountAgeHours: number;
  /** The sender's wallet balance just before this payment. */
  balancePesewas: Pesewas;
}

/** How busy the sender has been just before this payment (this payment not included). */
export interface SenderVelocity {
  /** Payments the sender made in the 10 minutes before this one. */
  paymentsLast10Minutes: number;
  /** Payments the sender made in the 24 hours before this one. */
  paymentsLast24Hours: number;
  /** Total the sender sent in the 24 hours before this one. */
  sentLast24HoursPesewas: Pesewas;
}

/** What we know about who receives the money. */
export interface RecipientFacts {
  /** True when the sender has never completed a payment to this recipient (phone, email or user). */
  isFirstPaymentToRecipient: boolean;
  /**
   * Hours since the recipient's account was created; null when the recipient has no account yet
   * (a payment to an unregistered phone number or email, held until they sign up).
   */
  accountAgeHours: number | null;
  /** Number of distinct users, other than the sender, who reported this recipient. */
  distinctReporters: number;
  /**
   * True when the recipient is not one of the sender's established contacts: not a friend or saved
   * contact, or added in the last 24 hours.
   */
  isNewContact: boolean;
}

export class InvalidPaymentFeaturesError extends Error {
  readonly code = 'INVALID_FRAUD_FEATURES';
  constructor(
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid payment features: ${field} ${detail}`);
    this.name = 'InvalidPaymentFeaturesError';
  }
}

/** Ghana local hour (0-23) of an instant. Ghana is on GMT all year, so this is the UTC hour. */
export function ghanaLocalHour(at: Date): number {
  return at.getUTCHours();
}

/** Rejects features the money service could only produce by mistake, so a bug never scores as 0. */
export function assertValidFeatures(features: PaymentFeatures): void {
  const { amountPesewas, sender, velocity, recipient, localHour } = features;
  if (amountPesewas <= 0n) throw new InvalidPaymentFeaturesError('amountPesewas', 'must be above zero');
  if (sender.balancePesewas < 0n) throw new InvalidPaymentFeaturesError('sender.balancePesewas', 'must not be negative');
  if (velocity.sentLast24HoursPesewas < 0n) {
    throw new InvalidPaymentFeaturesError('velocity.sentLast24HoursPesewas', 'must not be negative');
  }
  for (const [field, value] of [
    ['sender.medianPaymentPesewas', sender.medianPaymentPesewas],
    ['sender.meanPaymentPesewas', sender.meanPaymentPesewas],
    ['sender.largestPaymentPesewas', sender.largestPaymentPesewas],
  ] as const) {
    if (value !== null && value < 0n) throw new InvalidPaymentFeaturesError(field, 'must not be negative');
  }
  requireCount('sender.previousPaymentCount', sender.previousPaymentCount);
  requireCount('velocity.paymentsLast10Minutes', velocity.paymentsLast10Minutes);
  requireCount('velocity.paymentsLast24Hours', velocity.paymentsLast24Hours);
  requireCount('recipient.distinctReporters', recipient.distinctReporters);
  requireAge('sender.accountAgeHours', sender.accountAgeHours);
  if (recipient.accountAgeHours !== null) requireAge('recipient.accountAgeHours', recipient.accountAgeHours);
  if (!Number.isInteger(localHour) || localHour < 0 || localHour > 23) {
    throw new InvalidPaymentFeaturesError('localHour', 'must be an integer from 0 to 23');
  }
}

function requireCount(field: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new InvalidPaymentFeaturesError(field, 'must be a whole number ≥ 0');
}

function requireAge(field: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new InvalidPaymentFeaturesError(field, 'must be a finite number ≥ 0');
}
