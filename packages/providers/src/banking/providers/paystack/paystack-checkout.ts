import type { PaymentState } from '../../../mobile-money/mobile-money-payments';
import { ProviderUnavailableError } from '../../../provider-error';
import { PaystackApi } from './paystack-api';
import {
  cardChargeOutcomeOf,
  cardTransactionStateOf,
  savedCardOf,
  type CardChargeOutcome,
  type SavedCardAuthorization,
} from './checkout-transform';
import { isDuplicateReference, messageOf, toSubunits } from './transform';
import type {
  PaystackChargeAuthorizationRequest,
  PaystackConfig,
  PaystackEnvelope,
  PaystackInitializeRequest,
  PaystackInitialized,
  PaystackTransaction,
} from './types';

/** What verifying a card transaction found: its state and, once it succeeded, the card it left. */
export interface CardTransactionCheck {
  state: PaymentState;
  card: SavedCardAuthorization | null;
  amountPesewas: bigint | null;
  email: string | null;
}

/** A code the payer typed for a charge that asked for one. */
export type CardOtpOutcome = { status: 'accepted' } | { status: 'wrong_otp'; reason: string } | { status: 'refused'; reason: string };

/**
 * Cards through Paystack's hosted checkout, so a card number never reaches this server: initialize a
 * transaction (the browser goes to its authorization_url, Paystack's page takes the card, its code and
 * any challenge, then sends the browser to our callback_url), verify it by reference (the reusable
 * authorization: a token, the brand, first six and last four, expiry, bank, signature), charge that
 * authorization again later (a challenge when the bank asks: send_otp, open_url), and refund.
 * A timeout, a 5xx or an unreadable answer throws ProviderUnavailableError: the outcome is unknown,
 * so the caller verifies by reference.
 */
export class PaystackCheckout {
  private readonly api: PaystackApi;

  constructor(config: PaystackConfig, fetchImpl?: typeof fetch) {
    this.api = new PaystackApi(config, fetchImpl);
  }

  async initialize(input: {
    email: string;
    amountPesewas: bigint;
    reference: string;
    callbackUrl: string;
    metadata?: Record<string, unknown>;
  }): Promise<{ authorizationUrl: string; accessCode: string; reference: string }> {
    const request: PaystackInitializeRequest = {
      email: input.email,
      amount: toSubunits(input.amountPesewas),
      currency: 'GHS',
      reference: input.reference,
      callback_url: input.callbackUrl,
      channels: ['card'],
      ...(input.metadata ? { metadata: input.metadata } : {}),
    };
    const { httpStatus, body } = await this.api.post('/transaction/initialize', request);
    const data = (body as Partial<PaystackEnvelope<PaystackInitialized>>)?.data;
    if (httpStatus === 200 && data?.authorization_url && data.access_code) {
      return { authorizationUrl: data.authorization_url, accessCode: data.access_code, reference: data.reference ?? input.reference };
    }
    throw unavailable(httpStatus, messageOf(body));
  }

  async verify(reference: string): Promise<CardTransactionCheck> {
    const { httpStatus, body } = await this.api.get(`/transaction/verify/${encodeURIComponent(reference)}`);
    const envelope = (body ?? {}) as Partial<PaystackEnvelope<PaystackTransaction>>;
    if (httpStatus === 200 && envelope.status === true && envelope.data) {
      const state = cardTransactionStateOf(envelope.data);
      return {
        state,
        card: state.status === 'successful' ? savedCardOf(envelope.data) : null,
        amountPesewas: typeof envelope.data.amount === 'number' ? BigInt(envelope.data.amount) : null,
        email: envelope.data.customer?.email ?? null,
      };
    }
    if (httpStatus === 404 || (httpStatus === 400 && /not found/i.test(messageOf(body))))
      return { state: { status: 'unknown' }, card: null, amountPesewas: null, email: null };
    throw unavailable(httpStatus, messageOf(body));
  }

  async status(reference: string): Promise<PaymentState> {
    return (await this.verify(reference)).state;
  }

  /** Charges a saved card under our reference; a reference Paystack has seen is a retry it already has. */
  async chargeAuthorization(input: {
    reference: string;
    amountPesewas: bigint;
    authorizationCode: string;
    email: string;
  }): Promise<CardChargeOutcome> {
    let amount: number;
    try {
      amount = toSubunits(input.amountPesewas);
    } catch (error) {
      return { status: 'refused', reason: (error as Error).message, code: 'AMOUNT_OUT_OF_RANGE' };
    }
    const request: PaystackChargeAuthorizationRequest = {
      email: input.email,
      amount,
      authorization_code: input.authorizationCode,
      reference: input.reference,
      currency: 'GHS',
    };
    const { httpStatus, body } = await this.api.post('/transaction/charge_authorization', request);
    const message = messageOf(body);
    if (httpStatus === 200) {
      const outcome = cardChargeOutcomeOf((body as Partial<PaystackEnvelope<PaystackTransaction>>)?.data);
      if (outcome) return outcome;
    }
    if (httpStatus === 400 && isDuplicateReference(message)) return { status: 'accepted' };
    if (httpStatus === 400 || httpStatus === 422)
      return { status: 'refused', reason: message || 'Paystack refused the charge', code: `HTTP_${httpStatus}` };
    throw unavailable(httpStatus, message);
  }

  /** The code the payer's bank sent them, for a charge that answered send_otp. */
  async submitOtp(reference: string, otp: string): Promise<CardOtpOutcome> {
    const { httpStatus, body } = await this.api.post('/charge/submit_otp', { otp, reference });
    if (httpStatus === 200) {
      const data = (body as Partial<PaystackEnvelope<PaystackTransaction>>)?.data;
      const outcome = cardChargeOutcomeOf(data);
      if (outcome?.status === 'accepted') return { status: 'accepted' };
      if (outcome?.status === 'awaiting_otp') return { status: 'wrong_otp', reason: outcome.message };
      if (outcome?.status === 'refused') return { status: 'refused', reason: outcome.reason };
    }
    if (httpStatus === 400 || httpStatus === 422) return { status: 'refused', reason: messageOf(body) || 'Paystack refused the code' };
    throw unavailable(httpStatus, messageOf(body));
  }

  /** Gives a transaction's whole amount back to the card (the card check's small charge). */
  async refund(reference: string): Promise<{ status: 'accepted' } | { status: 'refused'; reason: string }> {
    const { httpStatus, body } = await this.api.post('/refund', { transaction: reference });
    if (httpStatus === 200 && (body as Partial<PaystackEnvelope<unknown>>)?.status === true) return { status: 'accepted' };
    // Refunded already: the same outcome.
    if (httpStatus === 400 && /already.*refund|fully refunded/i.test(messageOf(body))) return { status: 'accepted' };
    if (httpStatus === 400 || httpStatus === 422) return { status: 'refused', reason: messageOf(body) || 'Paystack refused the refund' };
    throw unavailable(httpStatus, messageOf(body));
  }
}

function unavailable(httpStatus: number, message: string): ProviderUnavailableError {
  return new ProviderUnavailableError('paystack', `HTTP ${httpStatus}${message ? ` ${message}` : ''}`, { httpStatus });
}
