import { createHash, randomBytes } from 'node:crypto';
import { fail } from './paystack-refusal';
import { signPaystackBody } from '../banking/providers/paystack/paystack-webhook';
import type { SimulatorRequest, SimulatorResponse } from './http-simulator';
import { bankCheckPage, cardFormPage, closedPage, otpPage } from './paystack-checkout-page';
import { SimulatedOrderBook, type SimulatedOrder } from './simulated-order-book';
import { createSimulatorControl } from './simulator-control';
import type { FaultTable } from './simulator-faults';
import type { SimulatorTimers } from './simulator-timers';

/**
 * Test cards (any future expiry, any 3-digit CVV; every number is Luhn-checked):
 * - 4084 0840 8408 4081 (Visa): pays at once, on the page and every charge after;
 * - 5061 0000 0000 0005 (Verve): asks for a code, 123456, on the page and on every charge
 *   (charge_authorization answers send_otp; POST /charge/submit_otp {otp, reference});
 * - 4084 0800 0000 5408 (Visa): declined on the page ("Declined");
 * - 5399 8383 8383 8381 (Mastercard): saved, but every charge is declined ("Insufficient Funds");
 * - 4084 0800 0000 0409 (Visa, Paystack's "bank authorization" test card): saved at once, and every
 *   charge after answers open_url: the payer approves or declines on the bank's page at data.url.
 * Any other valid Visa, Mastercard or Verve number pays as the first.
 */
const TEST_CARDS: Record<string, 'otp' | 'declined' | 'insufficient' | 'bank_page'> = {
  '5061000000000005': 'otp',
  '4084080000005408': 'declined',
  '5399838383838381': 'insufficient',
  '4084080000000409': 'bank_page',
};
const SIMULATED_CARD_OTP = '123456';
const OTP_TRIES = 3;
/** What a bank says (gateway_response) for a failure reason of the faults' vocabulary (failed:DECLINED …). */
const DECLINE_TEXTS: Record<string, string> = {
  DECLINED: 'Declined',
  INSUFFICIENT_FUNDS: 'Insufficient Funds',
  EXPIRED_CARD: 'Expired Card',
  DO_NOT_HONOR: 'Do Not Honor',
};
const OTP_MESSAGE = 'Enter the code your bank sent to your phone (test code 123456)';

export interface PaystackCheckoutOptions {
  secretKey: string;
  faults: FaultTable;
  timers: SimulatorTimers;
  webhookUrl: () => string | null;
  callbackFetch?: typeof fetch;
  settleAfterMs?: number;
  lateMs?: number;
  slowMs?: number;
}

interface Authorization {
  authorization_code: string;
  bin: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  channel: 'card';
  card_type: string;
  bank: string;
  country_code: 'GH';
  brand: string;
  reusable: true;
  signature: string;
  account_name: null;
}

interface SavedCard {
  authorization: Authorization;
  email: string;
  behaviour: 'pays' | 'otp' | 'insufficient' | 'bank_page';
}

/** A transaction: a hosted checkout, or a charge of a saved card (its money moves in the order book). */
interface Transaction {
  id: number;
  reference: string;
  kind: 'checkout' | 'charge';
  accessCode: string;
  amount: number;
  email: string;
  callbackUrl: string | null;
  metadata: unknown;
  status: 'abandoned' | 'send_otp' | 'open_url' | 'success' | 'failed';
  gatewayResponse: string | null;
  authorization: Authorization | null;
  /** A checkout card waiting for its code: its authorization only, never the number or the CVV. */
  pendingCard: SavedCard | null;
  otpTries: number;
  order: SimulatedOrder | null;
  paidAt: string | null;
  refunded: boolean;
  createdAt: string;
  /** The simulator's own address as the API called it (the bank's page when no public base is set). */
  pageBase: string;
}

const html = (status: number, body: string): SimulatorResponse => ({
  status,
  body,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): 'visa' | 'mastercard' | 'verve' | null {
  const six = Number(digits.slice(0, 6));
  if ((six >= 506099 && six <= 506198) || (six >= 650002 && six <= 650027) || (six >= 507865 && six <= 507964)) return 'verve';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  return (two >= 51 && two <= 55) || (four >= 2221 && four <= 2720) ? 'mastercard' : null;
}

/**
 * Paystack's hosted checkout and saved-card charges, as documented: POST /transaction/initialize
 * (→ authorization_url, access_code), the page at authorization_url (card number, expiry, CVV, then a
 * code when the card asks, then a redirect to callback_url?trxref=&reference=), GET
 * /transaction/verify/:reference (status, authorization, customer), POST
 * /transaction/charge_authorization, POST /charge/submit_otp, POST /refund, and the signed webhook
 * charge.success. The page is public (no secret key), as Paystack's is. Faults (simulator-faults.ts)
 * apply to charges of saved cards (and error_5xx to refunds), set for the card's authorization code or its customer's email.
 */
export function createPaystackCheckout(options: PaystackCheckoutOptions) {
  const transactions = new Map<string, Transaction>();
  const byAccessCode = new Map<string, Transaction>();
  const cards = new Map<string, SavedCard>();
  const slowMs = options.slowMs ?? 15_000;
  let checkoutBaseUrl: string | null = null;
  let ids = 5_000_000;

  const book = new SimulatedOrderBook({
    settleAfterMs: options.settleAfterMs ?? 1_000,
    lateMs: options.lateMs ?? 2_000,
    accounts: { card_collections: 0n },
    ledgerOf: () => ({ account: 'card_collections', direction: 'credit' }),
    lateFailureReason: () => 'DECLINED',
    callbackOf: (order) => (order.status === 'SUCCESSFUL' ? webhookFor(transactions.get(order.reference)!) : null),
    callbackFetch: options.callbackFetch,
    timers: options.timers,
  });

  /** A fault set for the card (its authorization code), else for its customer (the email). */
  function faultOf(authorizationCode: string, email: string) {
    return options.faults.of(authorizationCode) ?? options.faults.of(email);
  }

  function webhookFor(transaction: Transaction) {
    const url = options.webhookUrl();
    if (!url) return null;
    const body = JSON.stringify({ event: 'charge.success', data: transactionObject(transaction) });
    const headers = { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(body, options.secretKey) };
    return { url, init: { method: 'POST', headers, body } };
  }

  function sendWebhook(transaction: Transaction): void {
    const callback = webhookFor(transaction);
    if (!callback) return;
    void (options.callbackFetch ?? globalThis.fetch)(callback.url, { ...callback.init, signal: AbortSignal.timeout(10_000) })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }

  /** The transaction as Paystack shows it; a charge's status read from its order. */
  function transactionObject(t: Transaction) {
    let status: string = t.status;
    let gateway = t.gatewayResponse;
    if (t.order) {
      status = t.order.status === 'PENDING' ? 'ongoing' : t.order.status === 'SUCCESSFUL' ? 'success' : 'failed';
      gateway =
        t.order.status === 'FAILED'
          ? (DECLINE_TEXTS[t.order.reason ?? 'DECLINED'] ?? `Declined (${t.order.reason})`)
          : t.order.status === 'SUCCESSFUL'
            ? 'Approved'
            : 'Charge attempted';
    }
    return {
      id: t.id,
      domain: 'test',
      status,
      reference: t.reference,
      amount: t.amount,
      currency: 'GHS',
      channel: 'card',
      gateway_response: gateway,
      ...(status === 'send_otp' ? { display_text: OTP_MESSAGE } : {}),
      ...(status === 'open_url' ? { url: bankPageUrl(t) } : {}),
      paid_at: status === 'success' ? (t.paidAt ?? new Date().toISOString()) : null,
      created_at: t.createdAt,
      metadata: t.metadata ?? null,
      authorization: status === 'success' || t.kind === 'charge' ? t.authorization : null,
      customer: { email: t.email, customer_code: `CUS_${createHash('sha256').update(t.email).digest('hex').slice(0, 12)}` },
    };
  }

  function newTransaction(fields: Pick<Transaction, 'reference' | 'kind' | 'amount' | 'email' | 'callbackUrl' | 'metadata'>): Transaction {
    const transaction: Transaction = {
      ...fields,
      id: ++ids,
      accessCode: randomBytes(8).toString('hex'),
      status: 'abandoned',
      gatewayResponse: null,
      authorization: null,
      pendingCard: null,
      otpTries: 0,
      order: null,
      paidAt: null,
      refunded: false,
      createdAt: new Date().toISOString(),
      pageBase: 'http://127.0.0.1',
    };
    transactions.set(transaction.reference, transaction);
    byAccessCode.set(transaction.accessCode, transaction);
    return transaction;
  }

  function initialize(body: Record<string, unknown>, host: string | undefined): SimulatorResponse {
    const { email, amount, currency, callback_url: callbackUrl } = body;
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)) return fail(400, 'Invalid Email Address Passed');
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100) return fail(400, 'Invalid Amount Sent');
    if (currency !== undefined && currency !== 'GHS') return fail(400, 'Currency not supported by merchant');
    if (callbackUrl !== undefined && (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl)))
      return fail(400, 'Invalid callback_url');
    const reference = typeof body.reference === 'string' ? body.reference : randomBytes(10).toString('hex');
    if (!/^[A-Za-z0-9.=_-]{1,100}$/.test(reference)) return fail(400, 'Invalid reference');
    if (transactions.has(reference)) return fail(400, 'Duplicate Transaction Reference');
    const t = newTransaction({ reference, kind: 'checkout', amount, email, callbackUrl: callbackUrl ?? null, metadata: body.metadata });
    const base = checkoutBaseUrl ?? `http://${host ?? '127.0.0.1'}`;
    return {
      status: 200,
      body: {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${base.replace(/\/$/, '')}/checkout/${t.accessCode}`, access_code: t.accessCode, reference },
      },
    };
  }

  /** Where the payer's browser reaches the bank's check of a charge (the page's own base, as the checkout's). */
  function bankPageUrl(t: Transaction): string {
    return `${(checkoutBaseUrl ?? t.pageBase).replace(/\/$/, '')}/bank-check/${t.accessCode}`;
  }

  async function chargeAuthorization(body: Record<string, unknown>, host: string | undefined): Promise<SimulatorResponse> {
    const { email, amount, authorization_code: code } = body;
    const card = typeof code === 'string' ? cards.get(code) : undefined;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100) return fail(400, 'Invalid Amount Sent');
    if (!card) return fail(400, 'Invalid authorization code');
    if (email !== card.email) return fail(400, 'Authorization code does not belong to this customer');
    const reference = typeof body.reference === 'string' ? body.reference : randomBytes(10).toString('hex');
    if (!/^[A-Za-z0-9.=_-]{1,100}$/.test(reference)) return fail(400, 'Invalid reference');
    const fault = faultOf(card.authorization.authorization_code, card.email);
    if (fault === 'error_5xx') return fail(500, 'An error occurred while processing this request');
    if (fault === 'slow' && !(await options.timers.hold(slowMs))) return fail(503, 'The simulator is closing');
    if (transactions.has(reference)) return fail(400, 'Duplicate Transaction Reference');
    const t = newTransaction({ reference, kind: 'charge', amount, email: card.email, callbackUrl: null, metadata: body.metadata });
    t.authorization = card.authorization;
    t.pageBase = `http://${host ?? '127.0.0.1'}`;
    if (card.behaviour === 'insufficient') {
      t.status = 'failed';
      t.gatewayResponse = 'Insufficient Funds';
    } else if (card.behaviour === 'otp') {
      t.status = 'send_otp';
      t.gatewayResponse = 'OTP required';
    } else if (card.behaviour === 'bank_page') {
      t.status = 'open_url';
      t.gatewayResponse = 'Authentication required';
    } else {
      t.order = book.record({
        reference,
        kind: 'collection',
        party: card.email,
        amountPesewas: BigInt(amount),
        request: body,
        fault,
        callbackUrl: null,
      });
      if (fault === 'timeout_after_execute') await options.timers.hold(slowMs);
    }
    return { status: 200, body: { status: true, message: 'Charge attempted', data: transactionObject(t) } };
  }

  /** null for a reference that is not a card charge's (the mobile-money charges answer it). */
  function submitOtp(body: Record<string, unknown>): SimulatorResponse | null {
    const t = typeof body.reference === 'string' ? transactions.get(body.reference) : undefined;
    if (!t || t.kind !== 'charge') return null;
    if (t.status !== 'send_otp') return fail(400, 'Transaction is not awaiting an OTP');
    if (body.otp !== SIMULATED_CARD_OTP) {
      t.otpTries++;
      if (t.otpTries >= OTP_TRIES) {
        t.status = 'failed';
        t.gatewayResponse = 'Too many wrong codes';
      }
      return { status: 200, body: { status: true, message: 'Charge attempted', data: transactionObject(t) } };
    }
    t.status = 'abandoned';
    const fault = faultOf(t.authorization?.authorization_code ?? '', t.email);
    t.order = book.record({
      reference: t.reference,
      kind: 'collection',
      party: t.email,
      amountPesewas: BigInt(t.amount),
      request: body,
      fault,
      callbackUrl: null,
    });
    return { status: 200, body: { status: true, message: 'Charge attempted', data: transactionObject(t) } };
  }

  function refund(body: Record<string, unknown>): SimulatorResponse {
    const t = typeof body.transaction === 'string' ? transactions.get(body.transaction) : undefined;
    if (!t) return fail(404, 'Transaction not found');
    // error_5xx for the card or its customer: the refund is not taken (nothing recorded).
    if (faultOf(t.authorization?.authorization_code ?? '', t.email) === 'error_5xx')
      return fail(500, 'An error occurred while processing this request');
    if (transactionObject(t).status !== 'success') return fail(400, 'Cannot refund a transaction that did not succeed');
    if (t.refunded) return fail(400, 'Transaction has been fully refunded');
    t.refunded = true;
    return {
      status: 200,
      body: {
        status: true,
        message: 'Refund has been queued for processing',
        data: { transaction: transactionObject(t), amount: t.amount, status: 'pending' },
      },
    };
  }

  /** The secret-key routes; null for a path or a reference that is not a card transaction's. */
  async function route(request: SimulatorRequest): Promise<SimulatorResponse | null> {
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/transaction/initialize') return initialize(body, request.headers.host);
    if (method === 'POST' && path === '/transaction/charge_authorization') return chargeAuthorization(body, request.headers.host);
    if (method === 'POST' && path === '/charge/submit_otp') return submitOtp(body);
    if (method === 'POST' && path === '/refund') return refund(body);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify) {
      const t = transactions.get(decodeURIComponent(verify[1]!));
      if (t?.order) book.find(t.reference);
      return t ? { status: 200, body: { status: true, message: 'Verification successful', data: transactionObject(t) } } : null;
    }
    return null;
  }

  // ----- the hosted page (public, as checkout.paystack.com is) -----

  function redirectTo(t: Transaction): SimulatorResponse {
    if (!t.callbackUrl) return html(200, closedPage('Payment finished. You can close this page.'));
    const url = new URL(t.callbackUrl);
    url.searchParams.set('trxref', t.reference);
    url.searchParams.set('reference', t.reference);
    return { status: 302, headers: { location: url.toString() } };
  }

  function view(t: Transaction, base: string, error?: string) {
    const cancel = t.callbackUrl ? (redirectTo(t).headers?.location ?? base) : base;
    return { action: base, cancelUrl: cancel, email: t.email, amount: `GHS ${cedisOf(t.amount)}`, error };
  }

  function succeed(t: Transaction, card: SavedCard): SimulatorResponse {
    cards.set(card.authorization.authorization_code, card);
    t.status = 'success';
    t.gatewayResponse = 'Approved';
    t.authorization = card.authorization;
    t.pendingCard = null;
    t.paidAt = new Date().toISOString();
    sendWebhook(t);
    return redirectTo(t);
  }

  function takeCard(t: Transaction, form: Record<string, unknown>, action: string): SimulatorResponse {
    const digits = String(form.card_number ?? '').replace(/[\s-]/g, '');
    const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(String(form.expiry ?? '').trim());
    const cvv = String(form.cvv ?? '').trim();
    const brand = /^\d{16,19}$/.test(digits) && luhnValid(digits) ? brandOf(digits) : null;
    if (!brand) return html(422, cardFormPage(view(t, action, 'The card number is not valid')));
    const year = expiry ? 2000 + Number(expiry[2]) : 0;
    const month = expiry ? Number(expiry[1]) : 0;
    if (!expiry || Date.UTC(year, month, 1) <= Date.now()) return html(422, cardFormPage(view(t, action, 'The expiry date is not valid')));
    // The CVV is checked here and then forgotten: it is kept nowhere, not even in this simulator's memory.
    if (!/^\d{3,4}$/.test(cvv)) return html(422, cardFormPage(view(t, action, 'The CVV is not valid')));
    const behaviour = TEST_CARDS[digits];
    if (behaviour === 'declined') return html(402, cardFormPage(view(t, action, 'Declined. Try another card.')));
    const card: SavedCard = {
      email: t.email,
      behaviour: behaviour ?? 'pays',
      authorization: {
        authorization_code: `AUTH_${randomBytes(6).toString('hex')}`,
        bin: digits.slice(0, 6),
        last4: digits.slice(-4),
        exp_month: String(month).padStart(2, '0'),
        exp_year: String(year),
        channel: 'card',
        card_type: brand === 'visa' ? 'visa ' : brand,
        bank: brand === 'verve' ? 'Zenith Bank' : 'TEST BANK',
        country_code: 'GH',
        brand,
        reusable: true,
        // The same card, the same signature, whoever adds it and however often.
        signature: `SIG_${createHash('sha256').update(`signature:${digits}`).digest('hex').slice(0, 20)}`,
        account_name: null,
      },
    };
    if (card.behaviour !== 'otp') return succeed(t, card);
    t.status = 'send_otp';
    t.pendingCard = card;
    t.otpTries = 0;
    return html(200, otpPage({ ...view(t, action), message: OTP_MESSAGE }));
  }

  function takeOtp(t: Transaction, form: Record<string, unknown>, action: string): SimulatorResponse {
    if (t.status !== 'send_otp' || !t.pendingCard) return html(409, closedPage('This payment is not waiting for a code.'));
    if (String(form.otp ?? '').trim() === SIMULATED_CARD_OTP) return succeed(t, t.pendingCard);
    t.otpTries++;
    if (t.otpTries >= OTP_TRIES) {
      t.status = 'failed';
      t.gatewayResponse = 'Too many wrong codes';
      t.pendingCard = null;
      return redirectTo(t);
    }
    return html(422, otpPage({ ...view(t, action), message: OTP_MESSAGE, error: 'That code is not right. Try again.' }));
  }

  /**
   * GET /checkout/:access_code (the card form, or the code form while one is awaited) and POST to the
   * same address (the card, then the code); null for other paths. Forms post to their own address
   * (a relative action), so the page works wherever it is mounted.
   */
  function page(request: SimulatorRequest): SimulatorResponse | null {
    const match = /^\/checkout\/([0-9a-f]{16})$/.exec(request.path);
    if (!match) return null;
    const t = byAccessCode.get(match[1]!);
    if (!t || t.kind !== 'checkout') return html(404, closedPage('This checkout does not exist.'));
    const action = t.accessCode;
    if (t.status === 'success' || t.status === 'failed') return redirectTo(t);
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (request.method === 'POST' && t.status === 'send_otp') return takeOtp(t, form, action);
    if (request.method === 'POST') return takeCard(t, form, action);
    if (t.status === 'send_otp') return html(200, otpPage({ ...view(t, action), message: OTP_MESSAGE }));
    return html(200, cardFormPage(view(t, action)));
  }

  /**
   * GET /bank-check/:access_code: the card bank's own check of a charge that answered open_url (the
   * simulated 3-D Secure page: Approve or Decline), and POST to it. Approved, the charge goes on as
   * any other (its money moves in the order book, then the webhook); declined, it fails. Either way
   * the page says to go back to the app, which learns the outcome by webhook and verify.
   */
  function bankCheck(request: SimulatorRequest): SimulatorResponse | null {
    const match = /^\/bank-check\/([0-9a-f]{16})$/.exec(request.path);
    if (!match) return null;
    const t = byAccessCode.get(match[1]!);
    if (!t || t.kind !== 'charge') return html(404, closedPage('This bank check does not exist.'));
    const view = { action: t.accessCode, amount: `GHS ${cedisOf(t.amount)}`, card: `•••• ${t.authorization?.last4 ?? ''}` };
    if (t.status !== 'open_url') return html(200, bankCheckPage({ ...view, done: 'This check is finished. Go back to the app.' }));
    if (request.method !== 'POST') return html(200, bankCheckPage(view));
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (form.decision === 'decline') {
      t.status = 'failed';
      t.gatewayResponse = 'Declined by your bank';
      return html(200, bankCheckPage({ ...view, done: 'You declined the payment. Nothing was taken. Go back to the app.' }));
    }
    if (form.decision !== 'approve') return html(422, bankCheckPage({ ...view, error: 'Choose Approve or Decline.' }));
    t.status = 'abandoned';
    t.order = book.record({
      reference: t.reference,
      kind: 'collection',
      party: t.email,
      amountPesewas: BigInt(t.amount),
      request: form,
      fault: faultOf(t.authorization?.authorization_code ?? '', t.email),
      callbackUrl: null,
    });
    return html(200, bankCheckPage({ ...view, done: 'Approved. Go back to the app to see your money arrive.' }));
  }

  // The charges' book in the simulator's books (the webhook URL is the transfers' setting).
  const control = createSimulatorControl({
    book,
    faults: options.faults,
    timers: options.timers,
    currency: 'GHS',
    setCallbackUrl: () => undefined,
  });

  return {
    route,
    page: (request: SimulatorRequest) => page(request) ?? bankCheck(request),
    control,
    /** Where browsers reach the page (a demo's public origin and mount); by default the address the API called. */
    setCheckoutBaseUrl: (url: string | null) => {
      checkoutBaseUrl = url;
    },
  };
}

/** Paystack's integer pesewas as cedis with two decimals, by digits (no float on an amount). */
function cedisOf(pesewas: number): string {
  const digits = String(pesewas).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
