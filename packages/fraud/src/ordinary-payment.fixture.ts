import type { PaymentFeatures, RecipientFacts, SenderBaseline, SenderVelocity } from './payment-features';

export interface PaymentOverrides {
  amountPesewas?: bigint;
  sender?: Partial<SenderBaseline>;
  velocity?: Partial<SenderVelocity>;
  recipient?: Partial<RecipientFacts>;
  localHour?: number;
}

/**
 * A long-standing user paying ₵50 to a friend they pay often, in the afternoon: no signal fires.
 * Tests change only what they are about.
 */
export function ordinaryPayment(overrides: PaymentOverrides = {}): PaymentFeatures {
  return {
    amountPesewas: overrides.amountPesewas ?? 50_00n,
    sender: {
      medianPaymentPesewas: 50_00n,
      meanPaymentPesewas: 60_00n,
      largestPaymentPesewas: 300_00n,
      previousPaymentCount: 120,
      accountAgeHours: 400 * 24,
      balancePesewas: 1_000_00n,
      ...overrides.sender,
    },
    velocity: {
      paymentsLast10Minutes: 0,
      paymentsLast24Hours: 1,
      sentLast24HoursPesewas: 40_00n,
      ...overrides.velocity,
    },
    recipient: {
      isFirstPaymentToRecipient: false,
      accountAgeHours: 300 * 24,
      distinctReporters: 0,
      isNewContact: false,
      ...overrides.recipient,
    },
    localHour: overrides.localHour ?? 14,
  };
}

/** A first payment to someone not yet in the sender's contacts. */
export const NEW_RECIPIENT = { isFirstPaymentToRecipient: true, isNewContact: true } as const;
