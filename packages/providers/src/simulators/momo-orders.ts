import type { SimulatorRequest, SimulatorResponse } from './http-simulator';
import { SimulatedOrderBook, type SimulatedOrder } from './simulated-order-book';
import { controlRoute, createSimulatorControl, formatPesewas, type SimulatorControl } from './simulator-control';
import { FaultTable, type SimulatorFault } from './simulator-faults';
import { SimulatorTimers } from './simulator-timers';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MomoOrderOptions {
  /** How long an order stays PENDING before it ends (default 1 s). */
  settleAfterMs?: number;
  /** How long `slow` and `timeout_after_execute` hold an answer (default 15 s). */
  slowMs?: number;
  /** How long after failing a `late_success` order succeeds (default 2 s). */
  lateMs?: number;
  /** Where callbacks go for an order that names no X-Callback-Url (MTN sends none then); settable later. */
  callbackUrl?: string;
  /** Sends the callbacks (default: the global fetch). */
  callbackFetch?: typeof fetch;
  /** The disbursement account's opening float (default 1,000,000,000 pesewas: ₵10,000,000). */
  disbursementFloatPesewas?: bigint;
  /** The accounts' currency (default GHS). */
  currency?: string;
}

/** The simulator's own conventions, by the MSISDN's last digits, when no fault is set for it. */
const SUFFIX_FAULTS: Record<string, SimulatorFault> = {
  '1111': 'failed:APPROVAL_REJECTED',
  '2222': 'pending_forever',
  '3333': 'error_5xx',
  '4444': 'failed:NOT_ENOUGH_FUNDS',
};

const NOT_FOUND = { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } };

/**
 * The money side of the MoMo simulator: requests to pay (collection account, credited on success)
 * and transfers (disbursement account, debited on success), their statuses, MTN's callback (PUT of
 * the status body to X-Callback-Url, once, when the order ends), the accounts' balances, faults
 * and the control routes. The caller has checked the subscription key and the Bearer token.
 */
export function createMomoOrders(options: MomoOrderOptions): {
  route: (request: SimulatorRequest) => Promise<SimulatorResponse | null>;
  control: SimulatorControl;
} {
  const timers = new SimulatorTimers();
  const faults = new FaultTable((party) => party.trim().replace(/^\+/, ''));
  const currency = options.currency ?? 'GHS';
  const slowMs = options.slowMs ?? 15_000;
  let defaultCallbackUrl = options.callbackUrl ?? null;
  const book = new SimulatedOrderBook({
    settleAfterMs: options.settleAfterMs ?? 1_000,
    lateMs: options.lateMs ?? 2_000,
    accounts: { disbursement: options.disbursementFloatPesewas ?? 1_000_000_000n, collection: 0n },
    ledgerOf: (kind) =>
      kind === 'payout' ? { account: 'disbursement', direction: 'debit' } : { account: 'collection', direction: 'credit' },
    lateFailureReason: (kind) => (kind === 'collection' ? 'EXPIRED' : 'INTERNAL_PROCESSING_ERROR'),
    callbackOf: (order) => {
      const url = order.callbackUrl ?? defaultCallbackUrl;
      if (!url) return null;
      return { url, init: { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(statusBody(order)) } };
    },
    callbackFetch: options.callbackFetch,
    timers,
  });
  const control = createSimulatorControl({ book, faults, timers, currency, setCallbackUrl: (url) => (defaultCallbackUrl = url) });

  async function takeOrder(request: SimulatorRequest, kind: 'requesttopay' | 'transfer'): Promise<SimulatorResponse> {
    const reference = request.headers['x-reference-id'];
    const body = (request.body ?? {}) as Record<string, unknown>;
    const party = (kind === 'requesttopay' ? body.payer : body.payee) as { partyIdType?: string; partyId?: string } | undefined;
    if (!reference || !UUID.test(reference))
      return { status: 400, body: { code: 'INVALID_REQUEST', message: 'X-Reference-Id must be a UUID' } };
    const amount = typeof body.amount === 'string' ? /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(body.amount) : null;
    if (!amount || party?.partyIdType !== 'MSISDN' || !/^\d{9,15}$/.test(party.partyId ?? '')) {
      return { status: 400, body: { code: 'INVALID_REQUEST', message: 'amount, currency and the party are required' } };
    }
    const amountPesewas = BigInt(amount[1]!) * 100n + BigInt((amount[2] ?? '').padEnd(2, '0'));
    if (amountPesewas <= 0n) return { status: 400, body: { code: 'INVALID_REQUEST', message: 'The amount must be positive' } };
    const msisdn = party.partyId!;
    const fault = faults.of(msisdn) ?? SUFFIX_FAULTS[msisdn.slice(-4)] ?? null;
    if (fault === 'error_5xx')
      return { status: 500, body: { code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred while processing.' } };
    if (fault === 'slow' && !(await timers.hold(slowMs))) return { status: 503, body: { message: 'The simulator is closing' } };
    if (book.has(reference))
      return { status: 409, body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' } };
    const callbackUrl = request.headers['x-callback-url'];
    book.record({
      reference,
      kind: kind === 'requesttopay' ? 'collection' : 'payout',
      party: msisdn,
      amountPesewas,
      request: body,
      fault,
      callbackUrl: callbackUrl && URL.canParse(callbackUrl) ? callbackUrl : null,
    });
    if (fault === 'timeout_after_execute') await timers.hold(slowMs);
    return { status: 202 };
  }

  async function route(request: SimulatorRequest): Promise<SimulatorResponse | null> {
    const { method, path } = request;
    const controlAnswer = controlRoute(request, control);
    if (controlAnswer) return controlAnswer;
    const balance = /^\/(collection|disbursement)\/v1_0\/account\/balance$/.exec(path);
    if (balance && method === 'GET') {
      return { status: 200, body: { availableBalance: formatPesewas(book.balance(balance[1]!)), currency } };
    }
    const order = /^\/(collection|disbursement)\/v1_0\/(requesttopay|transfer)(?:\/([^/]+))?$/.exec(path);
    if (!order || (order[1] === 'collection') !== (order[2] === 'requesttopay')) return null;
    const kind = order[2] as 'requesttopay' | 'transfer';
    if (method === 'POST' && !order[3]) return takeOrder(request, kind);
    if (method === 'GET' && order[3]) {
      const found = book.find(order[3]);
      if (!found || found.kind !== (kind === 'requesttopay' ? 'collection' : 'payout')) return NOT_FOUND;
      return { status: 200, body: statusBody(found) };
    }
    return null;
  }

  return { route, control };
}

/** GET …/requesttopay/{id} and …/transfer/{id}, and the callback MTN sends: the order as it is now. */
function statusBody(order: SimulatedOrder): Record<string, unknown> {
  const body = order.request;
  return {
    amount: body.amount,
    currency: body.currency,
    externalId: body.externalId,
    ...(order.kind === 'collection' ? { payer: body.payer } : { payee: body.payee }),
    payerMessage: body.payerMessage,
    payeeNote: body.payeeNote,
    status: order.status,
    ...(order.status === 'FAILED' ? { reason: order.reason } : {}),
    ...(order.status === 'SUCCESSFUL' ? { financialTransactionId: order.transactionId } : {}),
  };
}
