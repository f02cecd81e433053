/** MTN MoMo Open API (https://momodeveloper.mtn.com): the collection product's credentials. */
export interface MtnMomoConfig {
  /** https://sandbox.momodeveloper.mtn.com, https://proxy.momoapi.mtn.com, or a simulator. */
  baseUrl: string;
  /** The product subscription key (Ocp-Apim-Subscription-Key). */
  subscriptionKey: string;
  /** The API user (a UUID) and its API key, from the provisioning API or the partner portal. */
  apiUser: string;
  apiKey: string;
  /** "sandbox", or the market's environment in production ("mtnghana"). */
  targetEnvironment: string;
  /** The disbursement product's own credentials (MTN subscribes products separately); default: the same. */
  disbursement?: { subscriptionKey: string; apiUser: string; apiKey: string };
  /**
   * Where MTN calls back (PUT, once, unsigned) when an order ends, sent as X-Callback-Url on each
   * order; its host must be the API user's providerCallbackHost. None: no callbacks, status queries only.
   */
  callbackUrl?: string;
  /** The ISO currency MTN expects ("GHS"; the sandbox takes only "EUR"). */
  currency?: string;
  timeoutMs?: number;
}

/** A party of a request to pay or a transfer. */
interface MtnParty {
  partyIdType: 'MSISDN';
  partyId: string;
}

/** POST /collection/v1_0/requesttopay and POST /disbursement/v1_0/transfer bodies. */
export interface MtnPaymentRequest {
  amount: string;
  currency: string;
  externalId: string;
  payer?: MtnParty;
  payee?: MtnParty;
  payerMessage: string;
  payeeNote: string;
}

/** GET …/requesttopay/{referenceId} and …/transfer/{referenceId} → */
export interface MtnPaymentStatus {
  amount?: string;
  currency?: string;
  financialTransactionId?: string;
  externalId?: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason?: string | { code?: string; message?: string };
}

/** The body of MTN's callback to X-Callback-Url: the order's status, as GET answers it. */
export interface MtnCallbackBody extends Partial<MtnPaymentStatus> {
  referenceId?: string;
}

/** POST /collection/token/ → */
export interface MtnTokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
}

/** GET /collection/v1_0/accountholder/msisdn/{msisdn}/active → */
export interface MtnActiveResponse {
  result: boolean;
}

/** GET /collection/v1_0/accountholder/msisdn/{msisdn}/basicuserinfo → (OpenID-style claims) */
export interface MtnBasicUserInfo {
  sub?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  birthdate?: string;
  locale?: string;
  gender?: string;
  updated_at?: number;
}

/** Error bodies: {code, message} from the API, {statusCode, message} from the gateway. */
export interface MtnErrorBody {
  code?: string;
  message?: string;
  statusCode?: number;
}
