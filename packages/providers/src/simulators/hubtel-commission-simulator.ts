import { randomBytes, randomInt } from 'node:crypto';
import { HUBTEL_SERVICE_IDS, MSISDN_NAME_QUERY_ID, pesewasOfHubtelAmount } from '../bills/providers/hubtel/transform';
import type { SimulatorHandler, SimulatorRequest, SimulatorResponse } from './http-simulator';
import { SimulatedOrderBook, type SimulatedOrder } from './simulated-order-book';
import { controlRoute, createSimulatorControl, formatPesewas, type SimulatorControl } from './simulator-control';
import { FaultTable, type SimulatorFault } from './simulator-faults';
import { SimulatorTimers } from './simulator-timers';

export interface HubtelCommissionSimulatorOptions {
  /** The API id and key the adapter sends as Basic auth. */
  apiId: string;
  apiKey: string;
  /** The prepaid deposit account (purchases) and the POS sales account (name query, status check). */
  prepaidDepositId: string;
  posSalesId: string;
  /** How long an order stays pending before it ends (default 1 s). */
  settleAfterMs?: number;
  /** How long `slow` and `timeout_after_execute` hold an answer (default 15 s). */
  slowMs?: number;
  /** How long after failing a `late_success` order succeeds (default 2 s). */
  lateMs?: number;
  /** Sends the callbacks (default: the global fetch). */
  callbackFetch?: typeof fetch;
  /** The prepaid deposit account's opening balance (default 1,000,000,000 pesewas: ₵10,000,000). */
  prepaidBalancePesewas?: bigint;
}

export type HubtelCommissionSimulator = SimulatorHandler & { control: SimulatorControl };

type Kind = 'airtime' | 'data' | 'ecg' | 'water' | 'tv' | 'startimes';
const KIND_OF_SERVICE = new Map<string, Kind>(
  Object.entries(HUBTEL_SERVICE_IDS).map(([service, id]) => [
    id,
    service.endsWith('-airtime')
      ? 'airtime'
      : service.endsWith('-data')
        ? 'data'
        : service.startsWith('ecg-')
          ? 'ecg'
          : service === 'ghana-water'
            ? 'water'
            : service === 'startimes'
              ? 'startimes'
              : 'tv',
  ]),
);

/** Bundles on sale by network (as Hubtel's documented samples), the same for every number. */
const BUNDLES: Record<string, { Display: string; Value: string; Amount: number }[]> = {
  [HUBTEL_SERVICE_IDS['mtn-data']]: [
    { Display: '17.79MB', Value: 'data_bundle_1', Amount: 0.5 },
    { Display: 'Kokrokoo 400MB, 5am to 8am', Value: 'kokrokoo_bundle_1', Amount: 1.24 },
    { Display: '1.2GB', Value: 'data_bundle_10', Amount: 10 },
  ],
  [HUBTEL_SERVICE_IDS['telecel-data']]: [
    { Display: 'Starter Monthly', Value: '560 MB', Amount: 10 },
    { Display: 'Chat Monthly', Value: '2 GB', Amount: 20 },
    { Display: ' Dual Recharge', Value: ' 5.7 GB', Amount: 50 },
  ],
  [HUBTEL_SERVICE_IDS['airteltigo-data']]: [
    { Display: '80MB Bundle (GHS 1)', Value: 'DATA1', Amount: 1 },
    { Display: '2GB Bundle (GHS 10)', Value: 'DATA10', Amount: 10 },
    { Display: '11GB Bundle (GHS 50)', Value: 'DATA50', Amount: 50 },
  ],
};

/** By the account's last digits, when no fault is set for it. */
const SUFFIX_FAULTS: Record<string, SimulatorFault> = {
  '1111': 'failed:RECIPIENT_NOT_REGISTERED',
  '2222': 'pending_forever',
  '3333': 'error_5xx',
  '4444': 'failed:BILLER_UNAVAILABLE',
};

/** What the callback's Description says for a failure reason (the faults' vocabulary, and MTN's). */
const FAILURE_TEXTS: Record<string, string> = {
  ACCOUNT_NOT_FOUND: 'The account number is not valid',
  RECIPIENT_NOT_REGISTERED: 'The receiving user is not registered in the system',
  INVALID_BUNDLE: 'The bundle is invalid',
  BILLER_UNAVAILABLE: 'The biller could not be reached. Please try again later',
  INTERNAL_PROCESSING_ERROR: 'The biller could not process the transaction',
};

const GIVEN = ['KWAME', 'AMA', 'KOFI', 'ABENA', 'YAW', 'AKOSUA', 'KWABENA', 'EFUA', 'KOJO', 'ADWOA', 'KWESI', 'AFIA'];
const FAMILY = ['MENSAH', 'OWUSU', 'BOATENG', 'ASANTE', 'OSEI', 'ADJEI', 'APPIAH', 'DARKO', 'AGYEMANG', 'OFORI', 'ANSAH', 'QUAYE'];

/** The holder's name of any number, always the same for the same number (FNV-1a of its digits). */
export function simulatedHolderName(number: string): string {
  let hash = 0x811c9dc5;
  for (const char of number.replace(/^\+?233|^0/, '')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `${GIVEN[hash % GIVEN.length]} ${FAMILY[(hash >>> 8) % FAMILY.length]}`;
}

/** Numbers the simulated billers do not know: starting 99 (a phone: 23399…, 099…). */
export function isUnknownSimulatedAccount(number: string): boolean {
  return /^(?:\+?233|0)?99/.test(number.trim());
}

const reply = (status: number, ResponseCode: string, Message: string, Data: unknown = null): SimulatorResponse => ({
  status,
  body: { ResponseCode, Message, Data },
});
const DENIED = reply(401, '4101', 'Authorization for request is denied / could not find prepaid account');
const hubtelAmount = (pesewas: bigint) => Number(formatPesewas(pesewas));
const phoneOf = (value: unknown) => (typeof value === 'string' ? /^(?:\+?233|0)(\d{9})$/.exec(value.trim()) : null);

/**
 * Hubtel's Commission Services as documented (see bills/providers/hubtel/types.ts), so the real
 * adapter talks to it unchanged, with books: every order by ClientReference, paid from the prepaid
 * deposit account (debited when it succeeds), then one POST of the final state to its CallbackUrl.
 * - Queries (GET /commissionservices/{account}/{serviceId}?destination=…): the MSISDN name query
 *   (under the POS sales id), data bundles, DSTV/GOtv/StarTimes/Ghana Water accounts (a name per
 *   number, always the same: simulatedHolderName; Ghana Water also an amountDue and a sessionId),
 *   ECG's meters linked to a phone (an ECG payment links its meter to the phone, as Hubtel's does).
 * - Payments (POST, same path): 0001 pending, then SUCCESSFUL or FAILED after `settleAfterMs`; an
 *   ECG payment's callback carries a 20-digit token (Meta.Token and the Description); a reference
 *   seen before is answered with its order's state. 4010 for an invalid body (airtime over ₵100, a
 *   wrong Ghana Water session), 2001 for a bundle not on sale or not at its price, 4075 when the
 *   prepaid balance cannot pay.
 * - Status (GET /transactions/{posSalesId}/status?clientReference=…): Paid/Unpaid/Pending, 404 unknown.
 * Numbers starting 99 are unknown to every biller: a query answers 2001, a payment fails
 * (ACCOUNT_NOT_FOUND). By the account's last digits, unless a fault is set for it: …1111 fails
 * (RECIPIENT_NOT_REGISTERED), …2222 never completes, …3333 answers 500 and records nothing, …4444
 * fails (BILLER_UNAVAILABLE). The account is the phone (airtime, data), the meter (ECG, Ghana Water)
 * or the smartcard. Faults (simulator-faults.ts) through `control` or over HTTP with the API's Basic
 * credentials: POST /_simulator/faults {party, fault}, DELETE /_simulator/faults, GET /_simulator/books.
 */
export function createHubtelCommissionSimulator(options: HubtelCommissionSimulatorOptions): HubtelCommissionSimulator {
  const timers = new SimulatorTimers();
  const faults = new FaultTable((party) => party.trim().replace(/^\+/, ''));
  const slowMs = options.slowMs ?? 15_000;
  const authorization = `Basic ${Buffer.from(`${options.apiId}:${options.apiKey}`).toString('base64')}`;
  const linkedMeters = new Map<string, Set<string>>();
  const waterSessions = new Map<string, string>();
  let callbackOverride: string | null = null;
  const book = new SimulatedOrderBook({
    settleAfterMs: options.settleAfterMs ?? 1_000,
    lateMs: options.lateMs ?? 2_000,
    accounts: { prepaid: options.prepaidBalancePesewas ?? 1_000_000_000n },
    ledgerOf: () => ({ account: 'prepaid', direction: 'debit' }),
    lateFailureReason: () => 'BILLER_UNAVAILABLE',
    callbackOf: (order) => ({
      url: callbackOverride ?? order.callbackUrl!,
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(envelopeOf(order)) },
    }),
    callbackFetch: options.callbackFetch,
    timers,
  });
  const control = createSimulatorControl({ book, faults, timers, currency: 'GHS', setCallbackUrl: (url) => (callbackOverride = url) });

  async function faultGate(party: string): Promise<SimulatorResponse | null> {
    const fault = faults.of(party) ?? SUFFIX_FAULTS[party.slice(-4)] ?? null;
    if (fault === 'error_5xx') return { status: 500, body: { Message: 'An error has occurred.' } };
    if (fault === 'slow' && !(await timers.hold(slowMs))) return { status: 503, body: { Message: 'The simulator is closing' } };
    return null;
  }

  async function query(kind: Kind | 'msisdn', serviceId: string, params: URLSearchParams): Promise<SimulatorResponse> {
    const destination = params.get('destination')?.trim() ?? '';
    if (!destination) return reply(400, '4010', 'destination is required');
    const gate = await faultGate(destination.replace(/^\+/, ''));
    if (gate) return gate;
    const phone = phoneOf(destination);
    if ((kind === 'msisdn' || kind === 'data' || kind === 'ecg') && !phone) return reply(400, '4010', 'destination must be a phone number');
    if (kind === 'ecg') {
      const meters = [...(linkedMeters.get(`233${phone![1]}`) ?? [])];
      return reply(
        200,
        '0000',
        'Successful',
        meters.map((m) => ({ Display: ` ${simulatedHolderName(m)} (${m})`, Value: ` ${m}`, Amount: 0 })),
      );
    }
    if (kind === 'data')
      return { status: 200, body: { ResponseCode: '0000', Message: 'Successful', Label: 'Successful', Data: BUNDLES[serviceId] } };
    if (isUnknownSimulatedAccount(destination)) return reply(400, '2001', 'The account could not be found');
    const name = simulatedHolderName(destination);
    const item = (Display: string, Value: string, Amount = 0) => ({ Display, Value, Amount });
    if (kind === 'msisdn') return reply(200, '0000', 'Customer Details', [item('name', name)]);
    if (kind === 'startimes')
      return reply(200, '0000', 'Successful', [item('Name', name), item('Account Number', destination), item('Bouquet', 'DTH_Super')]);
    if (kind === 'tv')
      return reply(200, '0000', 'Successful', [item('name', name), item('amountDue', '0.00'), item('account', destination)]);
    if (kind === 'water' && !phoneOf(params.get('mobile'))) return reply(400, '4000', 'An error occurred. Missing mobile value');
    const sessionId = randomBytes(20).toString('hex');
    waterSessions.set(destination, sessionId);
    const due = 100n * BigInt(destination.length) + BigInt(simulatedHolderName(destination).length) * 7n;
    return reply(200, '0000', 'Successful', [
      item('name', name),
      item('amountDue', formatPesewas(due), hubtelAmount(due)),
      item('sessionId', sessionId),
    ]);
  }

  async function pay(kind: Kind, serviceId: string, body: Record<string, unknown>): Promise<SimulatorResponse> {
    const { Destination: destination, CallbackUrl: callbackUrl, ClientReference: reference } = body;
    const extra = (body.Extradata ?? body.ExtraData ?? {}) as Record<string, unknown>;
    const amountPesewas = pesewasOfHubtelAmount(body.Amount);
    if (typeof destination !== 'string' || !destination.trim()) return reply(400, '4010', 'Destination is required');
    if (amountPesewas === null || amountPesewas === 0n) return reply(400, '4010', 'Amount must be positive, with at most 2 decimal places');
    if (typeof callbackUrl !== 'string' || !URL.canParse(callbackUrl)) return reply(400, '4010', 'CallbackUrl is required');
    if (typeof reference !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(reference)) return reply(400, '4010', 'ClientReference is required');
    const bundle = typeof extra.bundle === 'string' ? extra.bundle : '';
    const phone = phoneOf(destination);
    if ((kind === 'airtime' || kind === 'data' || kind === 'ecg' || kind === 'water') && !phone)
      return reply(400, '4010', 'Destination must be a phone number');
    if (kind === 'airtime' && amountPesewas > 100_00n)
      return reply(400, '4010', 'The maximum airtime top-up amount per request is 100 cedis');
    if ((kind === 'data' || kind === 'ecg' || kind === 'water') && !bundle.trim())
      return reply(400, '4010', 'Extradata.bundle is required');
    const party = kind === 'ecg' || kind === 'water' ? bundle.trim() : phone ? `233${phone[1]}` : destination.trim();
    const gate = await faultGate(party);
    if (gate) return gate;
    const known = book.find(reference);
    if (known) return answerOf(known);
    if (kind === 'data' && !BUNDLES[serviceId]?.some((b) => b.Value === bundle && pesewasOfHubtelAmount(b.Amount) === amountPesewas))
      return reply(400, '2001', 'The bundle is invalid or does not match the amount');
    if (kind === 'water' && (waterSessions.get(party) !== extra.SessionId || typeof extra.Email !== 'string'))
      return reply(400, '4010', 'Extradata.SessionId (from a meter query) and Extradata.Email are required');
    if (amountPesewas > book.balance('prepaid')) return reply(400, '4075', 'Insufficient prepaid balance.');
    const unknown = isUnknownSimulatedAccount(party);
    if (kind === 'ecg' && !unknown) {
      // Hubtel: "This endpoint will link the phone number to the meter if that has not already been done."
      const owner = `233${phone![1]}`;
      linkedMeters.set(owner, (linkedMeters.get(owner) ?? new Set<string>()).add(party));
    }
    const fault = faults.of(party) ?? (unknown ? 'failed:ACCOUNT_NOT_FOUND' : (SUFFIX_FAULTS[party.slice(-4)] ?? null));
    const order = book.record({
      reference,
      kind: 'payout',
      party,
      amountPesewas,
      request: {
        ...body,
        TransactionId: randomBytes(16).toString('hex'),
        Commission: formatPesewas((amountPesewas * 2n) / 100n),
        Token: kind === 'ecg' ? Array.from({ length: 20 }, () => randomInt(10)).join('') : null,
      },
      fault,
      callbackUrl,
    });
    if (fault === 'timeout_after_execute') await timers.hold(slowMs);
    return answerOf(order);
  }

  function status(query: URLSearchParams): SimulatorResponse {
    const order = book.find(query.get('clientReference') ?? '');
    if (!order) return { status: 404, body: { message: 'Transaction not found', responseCode: '2001', data: null } };
    const amount = hubtelAmount(order.amountPesewas);
    const done = order.status !== 'PENDING';
    return {
      status: 200,
      body: {
        message: 'Successful',
        responseCode: '0000',
        data: {
          date: new Date(order.finishedAt ?? order.createdAt).toISOString(),
          status: order.status === 'SUCCESSFUL' ? 'Paid' : order.status === 'FAILED' ? 'Unpaid' : 'Pending',
          transactionId: order.request.TransactionId,
          externalTransactionId: order.transactionId,
          paymentMethod: 'cash',
          clientReference: order.reference,
          currencyCode: null,
          amount,
          charges: 0,
          amountAfterCharges: amount,
          isFulfilled: done ? order.status === 'SUCCESSFUL' : null,
        },
      },
    };
  }

  const handler = async (request: SimulatorRequest): Promise<SimulatorResponse> => {
    if (request.headers.authorization !== authorization) return DENIED;
    const controlAnswer = controlRoute(request, control);
    if (controlAnswer) return controlAnswer;
    const statusPath = /^\/transactions\/([^/]+)\/status$/.exec(request.path);
    if (statusPath && request.method === 'GET') return statusPath[1] === options.posSalesId ? status(request.query) : DENIED;
    const service = /^\/commissionservices\/([^/]+)\/([0-9a-f]{32})$/.exec(request.path);
    if (!service) return reply(404, '4000', 'Not found');
    const [, account, serviceId] = service as unknown as [string, string, string];
    if (serviceId === MSISDN_NAME_QUERY_ID && request.method === 'GET')
      return account === options.posSalesId ? query('msisdn', serviceId, request.query) : DENIED;
    const kind = KIND_OF_SERVICE.get(serviceId);
    if (!kind) return reply(404, '4000', 'Unknown service');
    if (account !== options.prepaidDepositId) return DENIED;
    if (request.method === 'GET') return query(kind, serviceId, request.query);
    if (request.method !== 'POST') return reply(405, '4000', 'Method not allowed');
    if (typeof request.body !== 'object' || request.body === null) return reply(400, '4010', 'A JSON body is required');
    return pay(kind, serviceId, request.body as Record<string, unknown>);
  };
  return Object.assign(handler, { control });
}

/** The final state as the callback (and a repeated payment's answer) carries it. */
function envelopeOf(order: SimulatedOrder): { ResponseCode: string; Message: string; Data: Record<string, unknown> } {
  const request = order.request;
  const amount = hubtelAmount(order.amountPesewas);
  const token = order.status === 'SUCCESSFUL' && typeof request.Token === 'string' ? request.Token : null;
  const reason = order.reason ?? '';
  const description =
    order.status === 'FAILED'
      ? (FAILURE_TEXTS[reason] ?? `Transaction failed (${reason})`)
      : order.status === 'SUCCESSFUL'
        ? `GHS ${formatPesewas(order.amountPesewas)} has been sent to ${String(request.Destination)}${token ? `. Token: ${token.replace(/(\d{4})(?=\d)/g, '$1 ')}` : ''}`
        : 'Transaction pending. Expect callback request for final state';
  return {
    ResponseCode:
      order.status === 'SUCCESSFUL' ? '0000' : order.status === 'PENDING' ? '0001' : reason === 'NOT_ENOUGH_FUNDS' ? '4075' : '2001',
    Message: order.status === 'SUCCESSFUL' ? 'success' : order.status === 'PENDING' ? 'pending' : 'failed',
    Data: {
      AmountDebited: order.status === 'SUCCESSFUL' ? amount : 0,
      TransactionId: request.TransactionId,
      ClientReference: order.reference,
      Description: description,
      ExternalTransactionId: order.transactionId,
      Amount: amount,
      Charges: 0,
      Meta: { Commission: request.Commission, ...(token ? { Token: token } : {}) },
      RecipientName: null,
    },
  };
}

/** The answer to a payment: 0001 while pending (as when it was taken), else its final state. */
function answerOf(order: SimulatedOrder): SimulatorResponse {
  const envelope = envelopeOf(order);
  if (order.status !== 'PENDING') return { status: 200, body: envelope };
  const { TransactionId, Commission } = order.request;
  return {
    status: 200,
    body: {
      ResponseCode: '0001',
      Message: 'Transaction pending. Expect callback request for final state',
      Data: { ClientReference: order.reference, Amount: hubtelAmount(order.amountPesewas), TransactionId, Meta: { Commission } },
    },
  };
}
