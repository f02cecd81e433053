import { randomBytes, randomInt } from 'node:crypto';
import { fail } from './paystack-refusal';
import { signPaystackBody } from '../banking/providers/paystack/paystack-webhook';
import type { SimulatorRequest, SimulatorResponse } from './http-simulator';
import type { SimulatedMessage } from './simulated-message';
import { SimulatedOrderBook, type SimulatedOrder } from './simulated-order-book';
import { createSimulatorControl, type SimulatorControl } from './simulator-control';
import { FaultTable, type SimulatorFault } from './simulator-faults';
import { SimulatorTimers } from './simulator-timers';

export interface PaystackChargeOptions {
  secretKey: string;
  webhookUrl?: string;
  callbackFetch?: typeof fetch;
  /** How long the payer takes to approve on the phone (default 1 s). */
  settleAfterMs?: number;
  slowMs?: number;
  lateMs?: number;
  /**
   * How the network's SMS with the payer's code reaches them (demo mode: the demo inbox). Without it
   * the code is always the documented demo code 123456.
   */
  sendNetworkSms?: (message: SimulatedMessage) => Promise<void> | void;
}

/** The code every OTP charge takes when no SMS can carry a random one. */
const DEMO_CHARGE_OTP = '123456';
const MAX_OTP_ATTEMPTS = 3;

/** By the payer's number's last digits, when no fault is set for it (…5555 is a path, not a fault: it asks for a code). */
const SUFFIX_FAULTS: Record<string, SimulatorFault> = {
  '1111': 'failed:APPROVAL_REJECTED',
  '2222': 'pending_forever',
  '3333': 'error_5xx',
  '4444': 'failed:NOT_ENOUGH_FUNDS',
};

/** What the network says in gateway_response for a failure of the faults' vocabulary. */
const FAILURE_TEXTS: Record<string, string> = {
  APPROVAL_REJECTED: 'Declined by the payer',
  NOT_ENOUGH_FUNDS: 'Insufficient funds in the mobile money wallet',
  PAYER_LIMIT_REACHED: 'The wallet has reached its limit',
  EXPIRED: 'The payer did not approve the payment in time',
  TOO_MANY_OTP_ATTEMPTS: 'Too many wrong codes: the charge was cancelled',
  INTERNAL_PROCESSING_ERROR: 'The mobile money network could not process the payment',
};

const NETWORK_NAMES: Record<string, string> = { mtn: 'MTN MoMo', vod: 'Telecel Cash', atl: 'AirtelTigo Money' };

/** A charge waiting for its code: not yet in the books (no money can move before the code). */
interface OtpCharge {
  request: Record<string, unknown>;
  phone: string;
  amountPesewas: bigint;
  fault: SimulatorFault | null;
  otp: string;
  attempts: number;
  failed: boolean;
  id: number;
  createdAt: number;
}

/**
 * Paystack's Charge API for Ghana's mobile money, behind the simulator's secret-key check: POST /charge
 * {email, amount, currency GHS, reference, mobile_money {phone, provider mtn|vod|atl}} answers
 * `pay_offline` (the payer approves on the phone; the charge succeeds `settleAfterMs` later) or, for a
 * number ending …5555, `send_otp`: the network texts the payer a six-digit code (sendNetworkSms; the
 * demo code 123456 without it), POST /charge/submit_otp {otp, reference} takes it (three wrong codes
 * fail the charge), then `pay_offline`. GET /charge/:reference and GET /transaction/verify/:reference
 * read a charge back; a signed webhook (`charge.success`, or `charge.failed`) goes to the webhook URL
 * when it ends. The same numbers as the transfers decide other paths: …1111 the payer declines,
 * …2222 never completes, …3333 answers 500 and records nothing, …4444 has not enough funds.
 */
export function createPaystackCharges(options: PaystackChargeOptions): {
  route: (request: SimulatorRequest) => Promise<SimulatorResponse | null>;
  control: SimulatorControl;
} {
  const timers = new SimulatorTimers();
  const faults = new FaultTable();
  const slowMs = options.slowMs ?? 15_000;
  const awaitingOtp = new Map<string, OtpCharge>();
  let webhookUrl = options.webhookUrl ?? null;
  let ids = 0;
  const book = new SimulatedOrderBook({
    settleAfterMs: options.settleAfterMs ?? 1_000,
    lateMs: options.lateMs ?? 2_000,
    accounts: { charges: 0n },
    ledgerOf: () => ({ account: 'charges', direction: 'credit' }),
    lateFailureReason: () => 'EXPIRED',
    callbackOf: (order) => {
      if (!webhookUrl) return null;
      const charge = chargeObject(order);
      const body = JSON.stringify({ event: charge.status === 'success' ? 'charge.success' : 'charge.failed', data: charge });
      const headers = { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(body, options.secretKey) };
      return { url: webhookUrl, init: { method: 'POST', headers, body } };
    },
    callbackFetch: options.callbackFetch,
    timers,
  });
  const control = createSimulatorControl({ book, faults, timers, currency: 'GHS', setCallbackUrl: (url) => (webhookUrl = url) });

  async function charge(body: Record<string, unknown>): Promise<SimulatorResponse> {
    const wallet = (body.mobile_money ?? {}) as { phone?: unknown; provider?: unknown };
    if (typeof body.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email)) return fail(400, 'Invalid Email Address Passed');
    if (typeof body.amount !== 'number' || !Number.isSafeInteger(body.amount) || body.amount <= 0) return fail(400, 'Invalid Amount Sent');
    if (body.currency !== undefined && body.currency !== 'GHS') return fail(400, 'Currency not supported by merchant');
    if (typeof wallet.phone !== 'string' || !/^0\d{9}$/.test(wallet.phone)) return fail(400, 'Invalid phone number');
    if (typeof wallet.provider !== 'string' || !(wallet.provider in NETWORK_NAMES)) return fail(400, 'Invalid mobile money provider');
    const reference = typeof body.reference === 'string' ? body.reference : randomBytes(10).toString('hex');
    if (!/^[A-Za-z0-9.=_-]{1,100}$/.test(reference)) return fail(400, 'Invalid reference');
    const phone = wallet.phone;
    const fault = faults.of(phone) ?? SUFFIX_FAULTS[phone.slice(-4)] ?? null;
    if (fault === 'error_5xx') return fail(500, 'An error occurred while processing this request');
    if (fault === 'slow' && !(await timers.hold(slowMs))) return fail(503, 'The simulator is closing');
    if (book.has(reference) || awaitingOtp.has(reference)) return fail(400, 'Duplicate Transaction Reference');
    const amountPesewas = BigInt(body.amount);
    const id = ++ids;
    if (phone.endsWith('5555')) {
      const otp = options.sendNetworkSms ? String(randomInt(0, 1_000_000)).padStart(6, '0') : DEMO_CHARGE_OTP;
      const pending: OtpCharge = {
        request: { ...body, id },
        phone,
        amountPesewas,
        fault,
        otp,
        attempts: 0,
        failed: false,
        id,
        createdAt: Date.now(),
      };
      awaitingOtp.set(reference, pending);
      await options.sendNetworkSms?.({
        channel: 'sms',
        to: phone.replace(/^0/, '+233'),
        subject: null,
        text: `${NETWORK_NAMES[wallet.provider]}: ${otp} is your code to approve a payment of GHS ${cedis(amountPesewas)} to Paystack. Do not share it.`,
        providerMessageId: randomBytes(8).toString('hex'),
      });
      return attempted(otpChargeObject(reference, pending));
    }
    const order = book.record({
      reference,
      kind: 'collection',
      party: phone,
      amountPesewas,
      request: { ...body, id },
      fault,
      callbackUrl: null,
    });
    if (fault === 'timeout_after_execute') await timers.hold(slowMs);
    return attempted(chargeObject(order, 'pay_offline'));
  }

  function submitOtp(body: Record<string, unknown>): SimulatorResponse {
    if (typeof body.reference !== 'string' || typeof body.otp !== 'string') return fail(400, 'otp and reference are required');
    const pending = awaitingOtp.get(body.reference);
    if (!pending) return book.has(body.reference) ? fail(400, 'Charge is not awaiting an OTP') : fail(404, 'Charge not found');
    if (pending.failed) return attempted(otpChargeObject(body.reference, pending));
    if (body.otp !== pending.otp) {
      pending.attempts++;
      if (pending.attempts >= MAX_OTP_ATTEMPTS) pending.failed = true;
      return attempted(otpChargeObject(body.reference, pending, 'The code you entered is not correct'));
    }
    awaitingOtp.delete(body.reference);
    const order = book.record({
      reference: body.reference,
      kind: 'collection',
      party: pending.phone,
      amountPesewas: pending.amountPesewas,
      request: pending.request,
      fault: pending.fault,
      callbackUrl: null,
    });
    return attempted(chargeObject(order, 'pay_offline'));
  }

  /** A charge by reference, as GET /charge/:reference (`verify` false) or GET /transaction/verify/:reference shows it. */
  function read(reference: string, verify: boolean): SimulatorResponse {
    const pending = awaitingOtp.get(reference);
    if (pending) {
      const data = otpChargeObject(reference, pending);
      return {
        status: 200,
        body: { status: true, message: 'Verification successful', data: verify && !pending.failed ? { ...data, status: 'ongoing' } : data },
      };
    }
    const order = book.find(reference);
    if (!order) return fail(400, 'Transaction reference not found');
    const data = chargeObject(order, verify ? 'ongoing' : 'pay_offline');
    return { status: 200, body: { status: true, message: verify ? 'Verification successful' : 'Charge attempted', data } };
  }

  async function route(request: SimulatorRequest): Promise<SimulatorResponse | null> {
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/charge') return charge(body);
    if (method === 'POST' && path === '/charge/submit_otp') return submitOtp(body);
    const check = /^\/charge\/([^/]+)$/.exec(path);
    if (method === 'GET' && check) return read(decodeURIComponent(check[1]!), false);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify) return read(decodeURIComponent(verify[1]!), true);
    return null;
  }

  return { route, control };
}

const attempted = (data: Record<string, unknown>): SimulatorResponse => ({
  status: 200,
  body: { status: true, message: 'Charge attempted', data },
});

function cedis(pesewas: bigint): string {
  return `${pesewas / 100n}.${String(pesewas % 100n).padStart(2, '0')}`;
}

/** A charge still waiting for its code (or failed by too many wrong ones). */
function otpChargeObject(reference: string, pending: OtpCharge, message?: string) {
  const failed = pending.failed;
  return {
    id: pending.id,
    domain: 'test',
    reference,
    amount: Number(pending.amountPesewas),
    currency: 'GHS',
    channel: 'mobile_money',
    status: failed ? 'failed' : 'send_otp',
    display_text: failed ? null : `Please enter the OTP sent to ${pending.phone.slice(0, 3)}*****${pending.phone.slice(-2)}`,
    message: failed ? FAILURE_TEXTS.TOO_MANY_OTP_ATTEMPTS : (message ?? null),
    gateway_response: failed ? FAILURE_TEXTS.TOO_MANY_OTP_ATTEMPTS : null,
    created_at: new Date(pending.createdAt).toISOString(),
    paid_at: null,
  };
}

/** A charge as Paystack shows it (charge, check, verify, webhook data); `whilePending` is its status until it ends. */
function chargeObject(order: SimulatedOrder, whilePending = 'ongoing') {
  const status = order.status === 'PENDING' ? whilePending : order.status === 'SUCCESSFUL' ? 'success' : 'failed';
  const reason = order.reason ?? '';
  const wallet = (order.request.mobile_money ?? {}) as { phone?: string; provider?: string };
  return {
    id: order.request.id as number,
    domain: 'test',
    reference: order.reference,
    amount: Number(order.amountPesewas),
    currency: 'GHS',
    channel: 'mobile_money',
    status,
    display_text: status === 'pay_offline' ? 'Please complete authorization process on your mobile phone' : null,
    message: null,
    gateway_response:
      order.status === 'FAILED'
        ? (FAILURE_TEXTS[reason] ?? `Charge failed (${reason})`)
        : order.status === 'SUCCESSFUL'
          ? 'Approved'
          : null,
    authorization: { channel: 'mobile_money', bank: wallet.provider?.toUpperCase() ?? null, mobile_money_number: wallet.phone ?? null },
    customer: { email: order.request.email },
    created_at: new Date(order.createdAt).toISOString(),
    paid_at: order.status === 'SUCCESSFUL' ? new Date(order.finishedAt ?? Date.now()).toISOString() : null,
  };
}
