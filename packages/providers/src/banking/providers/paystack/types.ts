/** Paystack (https://paystack.com/docs/api): Ghana banks (GhIPSS) and mobile money. */
export interface PaystackConfig {
  /** https://api.paystack.co, or a simulator. */
  baseUrl: string;
  /** The secret key (sk_live_… / sk_test_…), sent as a Bearer token. */
  secretKey: string;
  timeoutMs?: number;
}

/** Every Paystack answer: {status, message, data}. */
export interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data?: T;
}

/** GET /bank/resolve?account_number=…&bank_code=… → data */
export interface PaystackResolvedAccount {
  account_number: string;
  account_name: string;
  bank_id?: number;
}

/** POST /transferrecipient: GHS wallets are `mobile_money` (bank_code MTN/VOD/ATL), banks `ghipss`. */
export interface PaystackRecipientRequest {
  type: 'mobile_money' | 'ghipss';
  name: string;
  account_number: string;
  bank_code: string;
  currency: 'GHS';
}

/** POST /transferrecipient → data */
export interface PaystackRecipient {
  recipient_code: string;
  type?: string;
  name?: string;
  details?: { account_number?: string; account_name?: string | null; bank_code?: string; bank_name?: string };
}

/** POST /transfer: amount in subunits (pesewas), reference chosen by us (lowercase, digits, - and _). */
export interface PaystackTransferRequest {
  source: 'balance';
  amount: number;
  recipient: string;
  reference: string;
  reason: string;
  currency: 'GHS';
}

/** A transfer's documented statuses (initiation, verify, list, webhooks). */
type PaystackTransferStatus =
  'pending' | 'success' | 'failed' | 'reversed' | 'otp' | 'abandoned' | 'blocked' | 'rejected' | 'received' | 'processing' | 'queued';

/** A transfer (POST /transfer, GET /transfer/verify/:reference, GET /transfer, webhook data). */
export interface PaystackTransfer {
  id?: number;
  amount?: number;
  currency?: string;
  reference?: string;
  reason?: string;
  status?: PaystackTransferStatus | string;
  transfer_code?: string;
  gateway_response?: string | null;
  failures?: unknown;
  recipient?: unknown;
  createdAt?: string;
  updatedAt?: string;
  transferred_at?: string | null;
}

/** A webhook: {event: "transfer.success" | "transfer.failed" | "transfer.reversed" | …, data}. */
export interface PaystackEvent {
  event: string;
  data: PaystackTransfer;
}

/** POST /transaction/initialize: amount in pesewas; the page may offer only `channels`. */
export interface PaystackInitializeRequest {
  email: string;
  amount: number;
  currency: 'GHS';
  reference: string;
  callback_url: string;
  channels: ['card'];
  metadata?: Record<string, unknown>;
}

/** POST /transaction/initialize → data: where the browser goes, and the access code in it. */
export interface PaystackInitialized {
  authorization_url: string;
  access_code: string;
  reference: string;
}

/** A card's reusable authorization (verify's and a charge's data.authorization). */
export interface PaystackAuthorization {
  authorization_code: string;
  bin: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  channel?: string;
  card_type: string;
  bank: string | null;
  country_code?: string;
  brand?: string;
  reusable: boolean;
  /** The same card under every authorization: what finds a card saved twice. */
  signature: string;
  account_name?: string | null;
}

/** A transaction (GET /transaction/verify/:reference, a charge, webhook data). */
export interface PaystackTransaction {
  id?: number;
  status?: string;
  reference?: string;
  amount?: number;
  currency?: string;
  gateway_response?: string | null;
  display_text?: string;
  url?: string;
  paid_at?: string | null;
  channel?: string;
  authorization?: Partial<PaystackAuthorization>;
  customer?: { email?: string; customer_code?: string };
  metadata?: unknown;
}

/** POST /transaction/charge_authorization: a saved card charged again under our reference. */
export interface PaystackChargeAuthorizationRequest {
  email: string;
  amount: number;
  authorization_code: string;
  reference: string;
  currency: 'GHS';
  metadata?: Record<string, unknown>;
}

/** Paystack's GHS mobile-money provider codes on the Charge API (lowercase, unlike the transfer bank codes). */
export type PaystackChargeProvider = 'mtn' | 'vod' | 'atl';

/** POST /charge for a GHS mobile-money wallet: amount in pesewas, our reference, the payer's local number. */
export interface PaystackMobileMoneyChargeRequest {
  email: string;
  amount: number;
  currency: 'GHS';
  reference: string;
  mobile_money: { phone: string; provider: PaystackChargeProvider };
}

/**
 * A charge's documented next steps and ends (POST /charge, POST /charge/submit_otp, GET /charge/:reference):
 * `send_otp` (the payer enters a code their network sent), `pay_offline` (they approve on the phone),
 * `pending`, `success`, `failed`; verify (GET /transaction/verify/:reference) also says `ongoing`,
 * `abandoned`, `reversed`, `processing`, `queued`.
 */
export interface PaystackCharge {
  id?: number;
  reference?: string;
  amount?: number;
  currency?: string;
  status?: string;
  /** What Paystack says to show the payer (e.g. "Please enter the OTP sent to …"). */
  display_text?: string | null;
  /** Why a charge failed, in the charge's words. */
  message?: string | null;
  gateway_response?: string | null;
  channel?: string;
  paid_at?: string | null;
}
