import type { PaystackCheckout } from '../banking/providers/paystack/paystack-checkout';
import type { PaymentState } from '../mobile-money/mobile-money-payments';

/** Where a payout goes: a mobile-money wallet (by network) or a Ghanaian bank account (by sort code). */
export type PayoutDestination =
  | { kind: 'mobile_money'; network: 'MTN' | 'TELECEL' | 'AIRTELTIGO'; phoneNumber: string; accountName: string }
  | { kind: 'bank'; bankSortCode: string; accountNumber: string; accountName: string };

export interface PayoutOrder {
  /** A UUID the API keeps with the transfer: the provider's idempotency reference (MTN X-Reference-Id, Paystack reference). */
  reference: string;
  amountPesewas: bigint;
  destination: PayoutDestination;
  /** Shown to the payee (short). */
  note: string;
}

/**
 * How a submission ended. `accepted`: the provider has the order (or had it already: a retry).
 * `refused`: the provider definitely did not take it (a 4xx that is not about our credentials): safe
 * to give the money back. A timeout, a 5xx, a 401 or an unreadable answer is thrown as
 * ProviderUnavailableError: the outcome is unknown, so the caller polls the status by reference.
 * `reason` is for a person to read; `code` is the provider's own, for logs.
 */
export type SubmitOutcome = { status: 'accepted' } | { status: 'refused'; reason: string; code?: string };

/** One way money leaves (a payout) or enters (a collection), idempotent by the caller's reference. */
export interface PayoutRail {
  readonly provider: 'mtn-momo' | 'paystack';
  submit(order: PayoutOrder): Promise<SubmitOutcome>;
  /** By reference; `unknown` means the provider has no order under it (it never arrived). */
  status(reference: string): Promise<PaymentState>;
}

/**
 * Where a collection takes its money from. A mobile-money wallet by its network: MTN through MTN's
 * own collection product (request to pay), Telecel Cash and AirtelTigo Money through the aggregator's
 * charge. A saved card by the aggregator's reusable authorization and the customer email it was made
 * for (charge_authorization). `MoneyRails.collectionRailFor` is the one place that routes a source
 * to its rail.
 */
export type CollectionSource =
  | { kind: 'mobile_money'; network: 'MTN' | 'TELECEL' | 'AIRTELTIGO'; phoneNumber: string }
  | { kind: 'card'; authorizationCode: string; email: string };

/** What picks a collection's rail: a wallet's network, or a card (a status read needs no more). */
export type CollectionRailKey = { kind: 'mobile_money'; network: 'MTN' | 'TELECEL' | 'AIRTELTIGO' } | { kind: 'card' };

export interface CollectionOrder {
  reference: string;
  amountPesewas: bigint;
  source: CollectionSource;
  /** Shown to the payer (short). */
  note: string;
}

/**
 * How asking for a collection ended: as a submission (accepted, refused, or thrown when unknown), or
 * taken but waiting for the payer to enter the code their network sent them (`message` says where,
 * in the provider's words when it gives them), or for the payer to pass their card bank's own check
 * on the bank's page (`url`, 3-D Secure: Paystack's open_url); either way the outcome comes later by
 * callback and status.
 */
export type CollectionOutcome = SubmitOutcome | { status: 'awaiting_otp'; message: string } | { status: 'awaiting_url'; url: string };

/**
 * The payer's code for a collection that is awaiting one. `accepted`: the provider took it (the
 * collection goes on; its outcome comes by callback and status); `wrong_otp`: refused, the collection
 * still waits for a code; `refused`: the collection has failed. Unknown outcomes throw.
 */
export type OtpOutcome = { status: 'accepted' } | { status: 'wrong_otp'; reason: string } | { status: 'refused'; reason: string };

export interface CollectionRail {
  readonly provider: 'mtn-momo' | 'paystack';
  request(order: CollectionOrder): Promise<CollectionOutcome>;
  /** The payer's code for a collection this rail answered `awaiting_otp` (a rail that never asks refuses). */
  submitOtp(reference: string, otp: string): Promise<OtpOutcome>;
  status(reference: string): Promise<PaymentState>;
}

/**
 * Cards through the aggregator's hosted checkout, so no card number reaches the app: start a checkout,
 * verify it (the reusable authorization), refund the card check, charge a saved card (with the
 * challenge the bank may ask for) and read a charge's state by reference.
 */
export type CardRail = Pick<PaystackCheckout, 'initialize' | 'verify' | 'refund' | 'chargeAuthorization' | 'submitOtp' | 'status'>;

/** Everything the API needs to move money in and out. */
export interface MoneyRails {
  /** MTN wallets through MTN's disbursement product; Telecel, AirtelTigo and banks through the aggregator. */
  payoutRailFor(destination: PayoutDestination): PayoutRail;
  /** Money in (Add Money, payment links): MTN wallets through MTN's collection, other networks through the aggregator's charge. */
  collectionRailFor(source: CollectionRailKey): CollectionRail;
  /** Cards: the aggregator's hosted checkout and saved-card charges. */
  cards: CardRail;
  /**
   * A provider's callback, as received: authenticates it the way the provider documents (Paystack:
   * HMAC-SHA512 of the raw body with the secret key in x-paystack-signature; MTN sends none, so its
   * callback only names a reference the API then confirms by a status query). Returns the reference
   * it concerns, or null when it is not authentic or not about a transfer.
   */
  referenceOfCallback(provider: 'mtn-momo' | 'paystack', rawBody: string, headers: Record<string, string | undefined>): string | null;
}
