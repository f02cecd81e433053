import type { BillBundle, BillCallback, BillPaymentState, BillService, BillStatus } from '../../bill-payments';
import type { HubtelPaymentData, HubtelPaymentResponse, HubtelQueryItem, HubtelQueryResponse, HubtelStatusResponse } from './types';

/** Hubtel's service id for each biller (ECG prepaid and postpaid are one service at Hubtel). */
export const HUBTEL_SERVICE_IDS: Record<BillService, string> = {
  'mtn-airtime': 'fdd76c884e614b1c8f669a3207b09a98',
  'telecel-airtime': 'f4be83ad74c742e185224fdae1304800',
  'airteltigo-airtime': 'dae2142eb5a14c298eace60240c09e4b',
  'mtn-data': 'b230733cd56b4a0fad820e39f66bc27c',
  'telecel-data': 'fa27127ba039455da04a2ac8a1613e00',
  'airteltigo-data': '06abd92da459428496967612463575ca',
  'ecg-prepaid': 'e6d6bac062b5499cb1ece1ac3d742a84',
  'ecg-postpaid': 'e6d6bac062b5499cb1ece1ac3d742a84',
  'ghana-water': '6c1e8a82d2e84feeb8bfd6be2790d71d',
  dstv: '297a96656b5846ad8b00d5d41b256ea7',
  gotv: 'e6ceac7f3880435cb30b048e9617eb41',
  startimes: '6598652d34ea4112949c93c079c501ce',
};

/** The Verification API's MSISDN name query (the name a SIM is registered to), under the POS sales id. */
export const MSISDN_NAME_QUERY_ID = '3e0841e70afc42fb97d13d19abd36384';

/** The documented cap on one airtime top-up: ₵100. */
export const MAX_AIRTIME_PESEWAS = 100_00n;

/** A Ghana phone as Hubtel writes it: 233 and nine digits. Null when it is not one. */
export function toHubtelPhone(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '');
  const match = /^(?:\+?233|0)(\d{9})$/.exec(digits);
  return match ? `233${match[1]}` : null;
}

/**
 * Pesewas as the JSON number Hubtel expects (2 decimals at most). Built from the decimal text, so
 * the number printed is exactly that text: no float arithmetic on money.
 */
export function toHubtelAmount(pesewas: bigint): number {
  if (pesewas <= 0n) throw new RangeError('An amount must be positive');
  if (pesewas >= 10n ** 15n) throw new RangeError('An amount is too large');
  return Number(`${pesewas / 100n}.${String(pesewas % 100n).padStart(2, '0')}`);
}

/** A Hubtel amount (a JSON number with at most 2 decimals) in pesewas, or null. */
export function pesewasOfHubtelAmount(amount: unknown): bigint | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(String(amount));
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : null;
}

const asObject = <T>(body: unknown): T => (typeof body === 'object' && body !== null ? body : {}) as T;
const itemsOf = (body: unknown): HubtelQueryItem[] => {
  const data = asObject<HubtelQueryResponse>(body).Data;
  return Array.isArray(data) ? data.filter((item): item is HubtelQueryItem => typeof item === 'object' && item !== null) : [];
};
const valueOf = (item: HubtelQueryItem | undefined) => (typeof item?.Value === 'string' ? item.Value.trim() : '');

/** The holder's name in a query's answer: the item displayed as "name" (DSTV, GOtv, Ghana Water, MSISDN) or "Name" (StarTimes). */
export function nameOfQuery(body: unknown): string | null {
  return valueOf(itemsOf(body).find((item) => /^\s*(customer\s*)?name\s*$/i.test(item.Display ?? ''))) || null;
}

/** The other fields of an account query (amountDue, bouquet, …) as text, for display. */
export function extrasOfQuery(body: unknown): Record<string, string> {
  const extras: Record<string, string> = {};
  for (const item of itemsOf(body)) {
    const key = (item.Display ?? '').trim();
    if (!key || /^(customer\s*)?name$/i.test(key) || /^session\s*id$/i.test(key)) continue;
    extras[key] = valueOf(item);
  }
  return extras;
}

/** Ghana Water's query returns a session id its payment must carry. */
export function sessionIdOfQuery(body: unknown): string | null {
  return valueOf(itemsOf(body).find((item) => /^session\s*id$/i.test((item.Display ?? '').trim()))) || null;
}

/** The bundles a data query offers: Value is the id to pay with, Amount its price. Unpriced lines are dropped. */
export function bundlesOfQuery(body: unknown): BillBundle[] {
  const bundles: BillBundle[] = [];
  for (const item of itemsOf(body)) {
    const price = pesewasOfHubtelAmount(item.Amount);
    // The id goes back exactly as Hubtel wrote it (Telecel's values carry spaces: " 5.7 GB").
    if (typeof item.Value !== 'string' || !item.Value.trim() || price === null || price === 0n) continue;
    bundles.push({ id: item.Value, name: (item.Display ?? item.Value).trim(), pricePesewas: price });
  }
  return bundles;
}

/** ECG's meter query lists the meters linked to a phone as " NAME (METER)": the holder of one meter, or null. */
export function meterHolderOfQuery(body: unknown, meter: string): { name: string } | null {
  const wanted = meter.trim().toUpperCase();
  const item = itemsOf(body).find((i) => valueOf(i).toUpperCase() === wanted);
  if (!item) return null;
  const name = (item.Display ?? '').replace(/\(\s*[^()]*\)\s*$/, '').trim();
  return { name: name || wanted };
}

/** How a query was answered: its body is usable (ok), the number or request was refused, or null: an outage. */
export function queryOutcomeOf(httpStatus: number, body: unknown): { ok: true } | { ok: false; code: string; reason: string } | null {
  const b = asObject<HubtelQueryResponse>(body);
  const code = typeof b.ResponseCode === 'string' ? b.ResponseCode : undefined;
  if (httpStatus === 401 || httpStatus === 403 || code === '4101' || code === '4103' || code === '0005') return null;
  if (httpStatus === 200 && code === '0000') return { ok: true };
  if (httpStatus === 404 || ((httpStatus === 200 || httpStatus === 400 || httpStatus === 422) && code && /^(2\d{3}|3000)$/.test(code)))
    return { ok: false, code: 'ACCOUNT_NOT_FOUND', reason: b.Message?.trim() || 'The biller does not know this number' };
  if ((httpStatus === 200 || httpStatus === 400 || httpStatus === 422) && code && /^40[01]0$/.test(code))
    return { ok: false, code: 'INVALID_REQUEST', reason: b.Message?.trim() || 'The biller refused the details given' };
  return null;
}

/** A failure's reason a person can read, from Hubtel's code and the description it gave. */
export function describeHubtelFailure(code: string | undefined, description: string | undefined): string {
  const said = description?.trim();
  if (code === '4075') return 'Bill payments are unavailable right now; try again later';
  if (code === '4000' || code === '4010') return said ? `The biller refused the details: ${said}` : 'The biller refused the details given';
  if (said && !/^(failed|error)\.?$/i.test(said)) return said;
  return 'The biller could not complete the payment';
}

/** ECG prepaid's token: Meta.Token, else a 20-digit run (grouped by spaces or dashes or not) in the description. */
export function tokenOf(data: HubtelPaymentData | null | undefined): string | undefined {
  const meta = data?.Meta?.Token;
  const fromMeta = typeof meta === 'string' ? meta.replace(/[\s-]/g, '') : '';
  if (/^\d{20}$/.test(fromMeta)) return fromMeta;
  const run = /(?<!\d)(\d{4}(?:[\s-]?\d{4}){4})(?!\d)/.exec(data?.Description ?? '');
  return run ? run[1]!.replace(/[\s-]/g, '') : undefined;
}

/** An envelope's state: 0001 pending, 0000 successful, any other code failed with its reason. Null: unreadable or not final-able (0005). */
function stateOfEnvelope(body: HubtelPaymentResponse): BillPaymentState | null {
  const code = body.ResponseCode;
  if (typeof code !== 'string' || code === '0005') return null;
  const data = body.Data ?? undefined;
  const providerReference = typeof data?.TransactionId === 'string' && data.TransactionId ? { providerReference: data.TransactionId } : {};
  if (code === '0001') return { state: 'pending', ...providerReference };
  if (code === '0000') {
    const token = tokenOf(data);
    return { state: 'successful', ...providerReference, ...(token ? { token } : {}) };
  }
  return { state: 'failed', reason: describeHubtelFailure(code, data?.Description ?? body.Message), code, ...providerReference };
}

/**
 * Hubtel's answer to a payment: pending (0001), successful (0000), or failed (a definite refusal:
 * another code on a 2xx or 4xx). Null when the outcome is unknown: credentials refused (401/403,
 * 4101/4103: not an answer about the order), 0005, a 5xx, or a body we cannot read.
 */
export function paymentStateOfAnswer(httpStatus: number, body: unknown): BillPaymentState | null {
  const b = asObject<HubtelPaymentResponse>(body);
  if (httpStatus === 401 || httpStatus === 403 || b.ResponseCode === '4101' || b.ResponseCode === '4103') return null;
  if (httpStatus >= 500 || httpStatus < 200 || (httpStatus >= 300 && httpStatus < 400)) return null;
  const state = stateOfEnvelope(b);
  if (state && httpStatus >= 400 && state.state !== 'failed') return null;
  return state;
}

/**
 * The status check's answer: not_found (404), or the order's state: fulfilled → successful;
 * "Unpaid" or not fulfilled → failed; anything else still pending. Null for an outage.
 */
export function statusOfAnswer(httpStatus: number, body: unknown): BillStatus | null {
  if (httpStatus === 404) return { state: 'not_found' };
  const b = asObject<HubtelStatusResponse>(body);
  if (httpStatus !== 200 || b.responseCode !== '0000' || !b.data) return null;
  const { status, isFulfilled, transactionId } = b.data;
  const providerReference = typeof transactionId === 'string' && transactionId ? { providerReference: transactionId } : {};
  if (isFulfilled === true && /^paid$/i.test(status ?? '')) return { state: 'successful', ...providerReference };
  if (isFulfilled === false || /^unpaid$|^failed$/i.test(status ?? ''))
    return { state: 'failed', reason: 'The biller could not complete the payment', code: 'UNPAID', ...providerReference };
  return { state: 'pending', ...providerReference };
}

/** A callback's body (text or parsed): the reference it names and the order's state, or null. */
export function callbackOf(body: unknown): BillCallback | null {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const envelope = asObject<HubtelPaymentResponse>(parsed);
  const reference = envelope.Data?.ClientReference;
  if (typeof reference !== 'string' || !reference) return null;
  const state = stateOfEnvelope(envelope);
  return state ? { reference, ...state } : null;
}
