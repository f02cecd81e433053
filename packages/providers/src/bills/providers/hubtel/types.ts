/*
 * Hubtel Commission Services (airtime, data bundles, utility and TV bills paid from a prepaid
 * deposit account), as these sources describe it:
 * - Hubtel Developers Portal, "Commission Services" (service ids, query and top-up bodies, the
 *   callback, response codes) and "Verification API" (MSISDN name query); saved copies of the portal
 *   page are in the open-source guglextech/E_Wale_Servcies ("Developers Portal _ CommissionServices.html")
 *   and its NestJS services (airtime, bundle, utility, tv-bills, transaction-status);
 * - "Hubtel Commission Services API" PDF, issue 3 (2020-08-01): Basic auth with the API id and key;
 * - hubtel.readme.io/reference/response-codes and /programmable-services: the transaction status
 *   check at https://api-txnstatus.hubtel.com/transactions/{POS_Sales_ID}/status?clientReference=….
 *
 * Shape: GET  {base}/commissionservices/{PrepaidDepositId}/{ServiceId}?destination=… (query: a name,
 *             the bundles on sale, or the meters linked to a phone) → {ResponseCode, Message, Label, Data: [{Display, Value, Amount}]}
 *        POST {base}/commissionservices/{PrepaidDepositId}/{ServiceId} {Destination, Amount, CallbackUrl,
 *             ClientReference, Extradata?} → {ResponseCode: "0001" (pending), Message, Data: {ClientReference, Amount, TransactionId, Meta}}
 *        POST {CallbackUrl} {ResponseCode: "0000" | other, Data: {ClientReference, TransactionId, Description, …}}
 *        GET  {statusBase}/transactions/{PosSalesId}/status?clientReference=… → {responseCode, message, data: {status: Paid|Unpaid, isFulfilled, …}}
 * Response codes: 0000 done, 0001 pending, 0005 state unknown, 2000/2001 failed (see the
 * description), 4000/4010 invalid request, 4101/4103 credentials or account refused, 4075 the
 * prepaid balance is too low. "Codes other than 0000 should be considered failed" (for a final state).
 *
 * Not documented, and decided here (the simulator does the same):
 * - the ECG prepaid token: read from the callback's Data.Meta.Token, else a 20-digit run in
 *   Data.Description; the status check carries none;
 * - a ClientReference sent again is answered with that order's current state, never executed twice;
 * - the status check answers 404 for a reference it does not know.
 * Callbacks are unsigned (Hubtel publishes its callback IP, 18.202.122.131, for an allow-list): the
 * app confirms a callback's state by the status check before moving money on it.
 */

export interface HubtelCommissionConfig {
  /** https://cs.hubtel.com, or a simulator (paths /commissionservices/… below it). */
  baseUrl: string;
  /** https://api-txnstatus.hubtel.com, or a simulator (paths /transactions/… below it). */
  statusBaseUrl: string;
  /** The API id and key (Basic auth), with Commission Services scopes. */
  apiId: string;
  apiKey: string;
  /** The prepaid deposit ("disbursement") account the purchases are paid from: a path segment. */
  prepaidDepositId: string;
  /** The POS sales account: the MSISDN name query and the status check are made under it. */
  posSalesId: string;
  /** Ghana Water requires an e-mail for the payer; used when an order names none. */
  defaultEmail?: string;
  timeoutMs?: number;
}

/** One line of a query's answer: a name field, a bundle, or a linked meter. */
export interface HubtelQueryItem {
  Display?: string;
  Value?: string;
  Amount?: number;
}

export interface HubtelQueryResponse {
  ResponseCode?: string;
  Message?: string;
  Label?: string;
  Data?: HubtelQueryItem[] | null;
}

/** POST body of a top-up or bill payment. */
export interface HubtelPaymentRequest {
  Destination: string;
  Amount: number;
  CallbackUrl: string;
  ClientReference: string;
  /** Data: {bundle}; ECG: {bundle: meter}; Ghana Water: {bundle: meter, Email, SessionId}. */
  Extradata?: { bundle: string; Email?: string; SessionId?: string };
}

export interface HubtelPaymentData {
  ClientReference?: string;
  Amount?: number;
  AmountDebited?: number;
  TransactionId?: string;
  ExternalTransactionId?: string | null;
  Description?: string;
  Charges?: number;
  Meta?: { Commission?: string; Token?: string } | null;
  RecipientName?: string | null;
}

/** The answer to a payment, and the callback body (the same envelope). */
export interface HubtelPaymentResponse {
  ResponseCode?: string;
  Message?: string;
  Data?: HubtelPaymentData | null;
}

/** GET /transactions/{PosSalesId}/status → */
export interface HubtelStatusResponse {
  message?: string;
  responseCode?: string;
  data?: {
    date?: string;
    status?: string;
    transactionId?: string;
    externalTransactionId?: string | null;
    paymentMethod?: string;
    clientReference?: string;
    currencyCode?: string | null;
    amount?: number;
    charges?: number;
    amountAfterCharges?: number;
    isFulfilled?: boolean | null;
  } | null;
}
