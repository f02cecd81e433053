/**
 * Airtime, data bundles and bills (electricity, water, TV) bought from our float at an aggregator,
 * for a customer number: a phone (airtime, data), a meter (ECG, Ghana Water) or a smartcard (DSTV,
 * GOtv, StarTimes). Amounts are integer pesewas.
 *
 * What the caller may conclude, and when:
 * - `pay` answers `failed`, or any call throws BillRefusedError: the aggregator definitely did not
 *   execute it; money held for it may be released.
 * - any call throws ProviderUnavailableError (pay: BillOutcomeUnknownError, its subclass): a timeout,
 *   a 5xx or an answer we cannot read. For `pay` the order may have executed: keep the money held and
 *   read `status` by the same reference (or wait for the callback). Never release on a guess.
 * - `pay` is idempotent by `reference`: sending it again never buys twice.
 */
export const BILL_SERVICES = [
  'mtn-airtime',
  'telecel-airtime',
  'airteltigo-airtime',
  'mtn-data',
  'telecel-data',
  'airteltigo-data',
  'ecg-prepaid',
  'ecg-postpaid',
  'ghana-water',
  'dstv',
  'gotv',
  'startimes',
] as const;

export type BillService = (typeof BILL_SERVICES)[number];

/** What the customer number is, per service: it decides how the screens ask for it. */
export const BILL_SERVICE_KINDS: Record<BillService, 'airtime' | 'data' | 'electricity' | 'water' | 'tv'> = {
  'mtn-airtime': 'airtime',
  'telecel-airtime': 'airtime',
  'airteltigo-airtime': 'airtime',
  'mtn-data': 'data',
  'telecel-data': 'data',
  'airteltigo-data': 'data',
  'ecg-prepaid': 'electricity',
  'ecg-postpaid': 'electricity',
  'ghana-water': 'water',
  dstv: 'tv',
  gotv: 'tv',
  startimes: 'tv',
};

/**
 * Services whose customer number is a meter, paid on behalf of a phone number: ECG knows meters by
 * the phone linked to them (paying links them), Ghana Water asks for the account's phone.
 */
export const SERVICES_NEEDING_PHONE: readonly BillService[] = ['ecg-prepaid', 'ecg-postpaid', 'ghana-water'];

export function isBillService(value: unknown): value is BillService {
  return typeof value === 'string' && (BILL_SERVICES as readonly string[]).includes(value);
}

/** Who the biller says holds a customer number. */
export interface BillCustomer {
  customerNumber: string;
  /**
   * The name the biller holds. Null only for an ECG meter not yet linked to the phone given: ECG
   * names meters by the phone linked to them, and the first payment links them.
   */
  customerName: string | null;
  /** What else the biller said (amountDue as a 2-decimal string, bouquet, …), for display. */
  extra?: Record<string, string>;
}

/** A data bundle on sale for a number; its id and price go back in `pay` unchanged. */
export interface BillBundle {
  id: string;
  name: string;
  pricePesewas: bigint;
}

export interface BillPaymentOrder {
  /** Ours, kept with the held money: the aggregator's ClientReference and idempotency key. */
  reference: string;
  service: BillService;
  /** E.164 phone (airtime, data), meter number (ECG, Ghana Water) or smartcard/account number (TV). */
  customerNumber: string;
  amountPesewas: bigint;
  /** Data bundles: a `BillBundle.id`, with `amountPesewas` its price. */
  bundleId?: string;
  /** Where the aggregator posts the final state. */
  callbackUrl: string;
  /** E.164; required for SERVICES_NEEDING_PHONE. */
  phoneNumber?: string;
  /** Ghana Water requires the payer's e-mail (the configuration's default otherwise). */
  email?: string;
}

/** `providerReference`: the aggregator's transaction id. `token`: ECG prepaid's 20-digit meter token. */
export type BillPaymentState =
  | { state: 'pending'; providerReference?: string }
  | { state: 'successful'; providerReference?: string; token?: string }
  /** `reason` is for a person to read; `code` is the aggregator's own, for logs. */
  | { state: 'failed'; reason: string; code?: string; providerReference?: string };

/** A status by reference; `not_found`: the aggregator has no order under it (it never arrived). */
export type BillStatus = BillPaymentState | { state: 'not_found' };

/** What a callback says about one order. Unsigned: confirm by `status` before moving money on it. */
export type BillCallback = { reference: string } & BillPaymentState;

export interface BillPayments {
  readonly provider: 'hubtel-commission';
  /** The name behind a number, before paying. ECG and Ghana Water need `phoneNumber`. */
  lookup(service: BillService, customerNumber: string, options?: { phoneNumber?: string }): Promise<BillCustomer>;
  /** Data bundles on sale for this number (they differ by number; [] for services without bundles). */
  bundles(service: BillService, customerNumber: string): Promise<BillBundle[]>;
  pay(order: BillPaymentOrder): Promise<BillPaymentState>;
  status(reference: string): Promise<BillStatus>;
  /** A callback's body (raw text or parsed JSON): the order it names and its state, or null. */
  parseCallback(body: unknown): BillCallback | null;
}
