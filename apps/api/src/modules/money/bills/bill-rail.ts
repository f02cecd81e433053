/**
 * The bills aggregator as the app uses it (airtime, data and bills; Hubtel's Commission Services
 * protocol, or its simulator in demo mode). Every call is idempotent by the payment's own reference.
 */
export interface BillRail {
  /** The customer's name for an account, meter or smartcard, or null when the biller knows no such customer. */
  lookup(billerId: string, customerNumber: string, payerPhone: string | null): Promise<{ customerName: string | null } | null>;
  /** A data biller's bundles for this number, priced by the aggregator. */
  bundles(billerId: string, customerNumber: string): Promise<BillBundle[]>;
  /**
   * Sends the order under `reference`. Answers its state; throws when the outcome is unknown (a
   * timeout or a 5xx after the order may have executed): the status call finds out later.
   */
  pay(order: BillOrder): Promise<BillState>;
  /** The order's state by reference ('unknown': the aggregator never received it). */
  status(reference: string): Promise<BillState>;
  /**
   * The reference a callback names, the state it claims (unsigned: confirmed by `status`) and the
   * ECG token it carries (the status call carries none), or null.
   */
  readCallback(raw: string): { reference: string; claim: string; token: string | null; reason: string | null } | null;
}

export interface BillBundle {
  id: string;
  name: string;
  pricePesewas: bigint;
}

export interface BillOrder {
  reference: string;
  billerId: string;
  customerNumber: string;
  amountPesewas: bigint;
  bundleId: string | null;
  /** The payer's phone (E.164): ECG and Ghana Water know customers by it. */
  payerPhone: string | null;
}

export type BillState =
  | { status: 'pending' }
  | { status: 'unknown' }
  | { status: 'failed'; reason: string }
  /** Delivered; `token` for ECG prepaid. */
  | { status: 'successful'; token: string | null; providerReference: string | null };
