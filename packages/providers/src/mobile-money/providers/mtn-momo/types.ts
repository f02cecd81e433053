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
  timeoutMs?: number;
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
