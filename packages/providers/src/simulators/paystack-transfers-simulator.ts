import { randomBytes } from 'node:crypto';
import { fail } from './paystack-refusal';
import { signPaystackBody } from '../banking/providers/paystack/paystack-webhook';
import type { SimulatorRequest, SimulatorResponse } from './http-simulator';
import { SimulatedOrderBook, type SimulatedOrder } from './simulated-order-book';
import { controlRoute, createSimulatorControl, type SimulatorControl } from './simulator-control';
import { FaultTable, type SimulatorFault } from './simulator-faults';
import { SimulatorTimers } from './simulator-timers';

export interface PaystackTransferOptions {
  secretKey: string;
  /** Where webhooks go (Paystack's dashboard setting); settable later through the control. */
  webhookUrl?: string;
  /** Sends the webhooks (default: the global fetch). */
  callbackFetch?: typeof fetch;
  /** How long a transfer stays pending before it ends (default 1 s). */
  settleAfterMs?: number;
  /** How long `slow` and `timeout_after_execute` hold an answer (default 15 s). */
  slowMs?: number;
  /** How long after failing a `late_success` transfer succeeds (default 2 s). */
  lateMs?: number;
  /** The GHS balance's opening amount (default 1,000,000,000 pesewas: ₵10,000,000). */
  balancePesewas?: bigint;
}

/** By the account number's last digits, when no fault is set for it. */
const SUFFIX_FAULTS: Record<string, SimulatorFault> = {
  '1111': 'failed:PAYEE_NOT_ALLOWED_TO_RECEIVE',
  '2222': 'pending_forever',
  '3333': 'error_5xx',
  '4444': 'failed:REVERSED',
};

/** What Paystack would say in gateway_response for a failure reason of the faults' vocabulary. */
const FAILURE_TEXTS: Record<string, string> = {
  REVERSED: 'The transfer was reversed by the recipient’s bank or network',
  APPROVAL_REJECTED: 'The recipient’s bank or network declined the transfer',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'The recipient’s bank or network declined the transfer',
  PAYEE_NOT_FOUND: 'The recipient account does not exist',
  NOT_ENOUGH_FUNDS: 'Insufficient balance to complete the transfer',
  PAYER_LIMIT_REACHED: 'The transfer exceeds a limit on the recipient’s account',
  EXPIRED: 'The recipient’s bank or network did not answer in time',
  INTERNAL_PROCESSING_ERROR: 'The recipient’s bank or network could not process the transfer',
};

interface Recipient {
  recipient_code: string;
  type: string;
  name: string;
  account_number: string;
  bank_code: string;
  id: number;
  createdAt: string;
}

/**
 * Paystack's Transfers API, behind the simulator's secret-key check: recipients (POST
 * /transferrecipient, the existing record for an account it knows), transfers from the GHS balance
 * (POST /transfer, 400 for a reference seen before or a balance too small), GET /transfer/verify/:reference,
 * GET /transfer (list), GET /transfer/:id_or_code, GET /balance, and a signed webhook
 * (transfer.success / transfer.failed / transfer.reversed, x-paystack-signature = HMAC-SHA512 of the
 * body) when a transfer ends. The balance is debited when a transfer succeeds.
 */
export function createPaystackTransfers(options: PaystackTransferOptions): {
  route: (request: SimulatorRequest) => Promise<SimulatorResponse | null>;
  control: SimulatorControl;
  /** Shared with the card checkout: one fault table, one set of timers, one webhook URL. */
  faults: FaultTable;
  timers: SimulatorTimers;
  webhookUrl: () => string | null;
} {
  const timers = new SimulatorTimers();
  const faults = new FaultTable();
  const slowMs = options.slowMs ?? 15_000;
  const recipients = new Map<string, Recipient>();
  let webhookUrl = options.webhookUrl ?? null;
  let ids = 0;
  const book = new SimulatedOrderBook({
    settleAfterMs: options.settleAfterMs ?? 1_000,
    lateMs: options.lateMs ?? 2_000,
    accounts: { balance: options.balancePesewas ?? 1_000_000_000n },
    ledgerOf: () => ({ account: 'balance', direction: 'debit' }),
    lateFailureReason: () => 'INTERNAL_PROCESSING_ERROR',
    callbackOf: (order) => {
      if (!webhookUrl) return null;
      const transfer = transferObject(order);
      const body = JSON.stringify({ event: `transfer.${transfer.status}`, data: transfer });
      const headers = { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(body, options.secretKey) };
      return { url: webhookUrl, init: { method: 'POST', headers, body } };
    },
    callbackFetch: options.callbackFetch,
    timers,
  });
  const control = createSimulatorControl({ book, faults, timers, currency: 'GHS', setCallbackUrl: (url) => (webhookUrl = url) });

  function createRecipient(body: Record<string, unknown>): SimulatorResponse {
    const { type, name, account_number: accountNumber, bank_code: bankCode, currency } = body;
    if ((type !== 'mobile_money' && type !== 'ghipss') || typeof name !== 'string' || !name.trim())
      return fail(400, 'type (mobile_money or ghipss) and name are required');
    if (typeof accountNumber !== 'string' || !/^\d{6,20}$/.test(accountNumber) || typeof bankCode !== 'string' || !bankCode)
      return fail(400, 'account_number and bank_code are required');
    if (currency !== undefined && currency !== 'GHS') return fail(400, 'Currency not supported for this recipient type');
    if (accountNumber.startsWith('99')) return fail(400, 'Cannot resolve account');
    const key = `${type}:${bankCode}:${accountNumber}`;
    const known = recipients.get(key);
    if (known)
      return { status: 200, body: { status: true, message: 'Transfer recipient created successfully', data: recipientObject(known) } };
    const recipient: Recipient = {
      recipient_code: `RCP_${randomBytes(8).toString('hex')}`,
      type,
      name: name.trim(),
      account_number: accountNumber,
      bank_code: bankCode,
      id: ++ids,
      createdAt: new Date().toISOString(),
    };
    recipients.set(key, recipient);
    return { status: 201, body: { status: true, message: 'Transfer recipient created successfully', data: recipientObject(recipient) } };
  }

  async function initiateTransfer(body: Record<string, unknown>): Promise<SimulatorResponse> {
    const recipient = [...recipients.values()].find((r) => r.recipient_code === body.recipient);
    if (body.source !== 'balance') return fail(400, 'Invalid source. Only balance is supported');
    if (typeof body.amount !== 'number' || !Number.isSafeInteger(body.amount) || body.amount <= 0) return fail(400, 'Invalid amount');
    if (!recipient) return fail(400, 'Recipient specified is invalid');
    if (body.currency !== undefined && body.currency !== 'GHS') return fail(400, 'Currency not supported');
    const reference = typeof body.reference === 'string' ? body.reference : randomBytes(10).toString('hex');
    if (!/^[a-z0-9_-]{1,100}$/.test(reference)) return fail(400, 'Invalid reference: use lowercase letters, digits, - and _');
    const fault = faults.of(recipient.account_number) ?? SUFFIX_FAULTS[recipient.account_number.slice(-4)] ?? null;
    if (fault === 'error_5xx') return fail(500, 'An error occurred while processing this request');
    if (fault === 'slow' && !(await timers.hold(slowMs))) return fail(503, 'The simulator is closing');
    if (book.has(reference)) return fail(400, 'Duplicate Transfer Reference: a transfer with this reference already exists');
    const amountPesewas = BigInt(body.amount);
    if (amountPesewas > book.balance('balance')) return fail(400, 'Your balance is not enough to fulfil this request');
    const id = ++ids;
    const order = book.record({
      reference,
      kind: 'payout',
      party: recipient.account_number,
      amountPesewas,
      request: { ...body, id, transfer_code: `TRF_${randomBytes(8).toString('hex')}`, recipient: recipientObject(recipient) },
      fault,
      callbackUrl: null,
    });
    if (fault === 'timeout_after_execute') await timers.hold(slowMs);
    return { status: 200, body: { status: true, message: 'Transfer has been queued', data: transferObject(order) } };
  }

  function listTransfers(query: URLSearchParams): SimulatorResponse {
    const perPage = Math.min(Math.max(Number(query.get('perPage')) || 50, 1), 100);
    const page = Math.max(Number(query.get('page')) || 1, 1);
    const all = book.list().reverse().map(transferObject);
    const wanted = query.get('status') ? all.filter((t) => t.status === query.get('status')) : all;
    const data = wanted.slice((page - 1) * perPage, page * perPage);
    const meta = { total: wanted.length, skipped: (page - 1) * perPage, perPage, page, pageCount: Math.ceil(wanted.length / perPage) };
    return { status: 200, body: { status: true, message: 'Transfers retrieved', data, meta } };
  }

  async function route(request: SimulatorRequest): Promise<SimulatorResponse | null> {
    const { method, path } = request;
    const controlAnswer = controlRoute(request, control);
    if (controlAnswer) return controlAnswer;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/transferrecipient') return createRecipient(body);
    if (method === 'POST' && path === '/transfer') return initiateTransfer(body);
    if (method === 'GET' && path === '/transfer') return listTransfers(request.query);
    if (method === 'GET' && path === '/balance') {
      return {
        status: 200,
        body: { status: true, message: 'Balances retrieved', data: [{ currency: 'GHS', balance: Number(book.balance('balance')) }] },
      };
    }
    const verify = /^\/transfer\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify) {
      const order = book.find(decodeURIComponent(verify[1]!));
      return order
        ? { status: 200, body: { status: true, message: 'Transfer retrieved', data: transferObject(order) } }
        : fail(404, 'Transfer not found');
    }
    const fetchOne = /^\/transfer\/([^/]+)$/.exec(path);
    if (method === 'GET' && fetchOne) {
      const order = book.list().find((o) => String(o.request.id) === fetchOne[1] || o.request.transfer_code === fetchOne[1]);
      return order
        ? { status: 200, body: { status: true, message: 'Transfer retrieved', data: transferObject(order) } }
        : fail(404, 'Transfer not found');
    }
    return null;
  }

  return { route, control, faults, timers, webhookUrl: () => webhookUrl };
}

function recipientObject(r: Recipient) {
  return {
    active: true,
    currency: 'GHS',
    id: r.id,
    name: r.name,
    recipient_code: r.recipient_code,
    type: r.type,
    createdAt: r.createdAt,
    details: { account_number: r.account_number, account_name: null, bank_code: r.bank_code },
  };
}

/** A transfer as Paystack shows it (initiation, verify, list, webhook data). */
function transferObject(order: SimulatedOrder) {
  const status =
    order.status === 'PENDING'
      ? 'pending'
      : order.status === 'SUCCESSFUL'
        ? 'success'
        : order.reason === 'REVERSED'
          ? 'reversed'
          : 'failed';
  const reason = order.reason ?? '';
  return {
    id: order.request.id as number,
    domain: 'test',
    amount: Number(order.amountPesewas),
    currency: 'GHS',
    source: 'balance',
    reason: order.request.reason ?? null,
    reference: order.reference,
    recipient: order.request.recipient,
    status,
    transfer_code: order.request.transfer_code as string,
    gateway_response: order.status === 'FAILED' ? (FAILURE_TEXTS[reason] ?? `Transfer failed (${reason})`) : null,
    failures: null,
    transferred_at: order.status === 'SUCCESSFUL' ? new Date(order.finishedAt ?? Date.now()).toISOString() : null,
    createdAt: new Date(order.createdAt).toISOString(),
    updatedAt: new Date(order.finishedAt ?? order.createdAt).toISOString(),
  };
}
