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
