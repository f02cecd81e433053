/**
 * Money between a wallet and a mobile-money account, through the provider: a collection (the payer
 * approves on their phone; money comes in) and a payout (money goes out). Both are asynchronous and
 * idempotent by the caller's reference: sending the same reference again never moves money twice,
 * and the outcome is read back by that reference. Amounts are integer pesewas.
 */
export interface MobileMoneyPayments {
  requestCollection(request: PaymentOrder): Promise<void>;
  collectionStatus(reference: string): Promise<PaymentState>;
  sendPayout(order: PaymentOrder): Promise<void>;
  payoutStatus(reference: string): Promise<PaymentState>;
}

export interface PaymentOrder {
  /** A UUID the caller keeps with its held journal: the provider's idempotency key. */
  reference: string;
  amountPesewas: bigint;
  /** E.164 */
  phoneNumber: string;
  /** Shown to the payer or payee (short). */
  note: string;
}

export type PaymentState =
  | { status: 'pending' }
  | { status: 'successful'; providerTransactionId: string | null }
  /** `reason` is for a person to read; `code` is the provider's own (MTN's reason, Paystack's status), for logs and reports. */
  | { status: 'failed'; reason: string; code?: string }
  /** The provider has no order under this reference (it never arrived). */
  | { status: 'unknown' };
