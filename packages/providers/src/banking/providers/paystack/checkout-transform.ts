import type { PaymentState } from '../../../mobile-money/mobile-money-payments';
import type { PaystackAuthorization, PaystackTransaction } from './types';

/** A card as the app keeps it: Paystack's reusable authorization and what a person recognises it by. */
export interface SavedCardAuthorization {
  authorizationCode: string;
  brand: 'visa' | 'mastercard' | 'verve';
  first6: string;
  last4: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  bank: string | null;
  reusable: boolean;
  signature: string;
  accountName: string | null;
}

/** Paystack's card_type ("visa ", "mastercard", "verve", "visa DEBIT") as one of the brands the app takes. */
function cardBrandOfType(cardType: string | undefined): SavedCardAuthorization['brand'] | null {
  const type = (cardType ?? '').toLowerCase();
  if (type.includes('visa')) return 'visa';
  if (type.includes('master')) return 'mastercard';
  if (type.includes('verve')) return 'verve';
  return null;
}

/**
 * The card a successful card transaction left (verify's data.authorization), or null when the answer
 * lacks what the app must keep: a code, a signature, six and four digits, an expiry, a brand it takes.
 */
export function savedCardOf(transaction: PaystackTransaction | undefined): SavedCardAuthorization | null {
  const a: Partial<PaystackAuthorization> = transaction?.authorization ?? {};
  const brand = cardBrandOfType(a.card_type ?? a.brand);
  const month = Number(a.exp_month);
  const year = Number(a.exp_year);
  if (!a.authorization_code || !a.signature || !brand) return null;
  if (!/^\d{6}$/.test(a.bin ?? '') || !/^\d{4}$/.test(a.last4 ?? '')) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2100) return null;
  return {
    authorizationCode: a.authorization_code,
    brand,
    first6: a.bin!,
    last4: a.last4!,
    expiryMonth: month,
    expiryYear: year,
    bank: a.bank?.trim() || null,
    reusable: a.reusable === true,
    signature: a.signature,
    accountName: a.account_name?.trim() || null,
  };
}

const FAILED = new Set(['failed', 'reversed']);
const FAILURE_TEXTS: Record<string, string> = {
  failed: 'The card was declined',
  reversed: 'The card payment was reversed',
};

/**
 * A card transaction's state by Paystack's status. "abandoned" is how Paystack shows a checkout no
 * one has finished yet, and send_otp / open_url one waiting for the payer: none is final.
 */
export function cardTransactionStateOf(transaction: PaystackTransaction | undefined): PaymentState {
  const status = String(transaction?.status ?? '');
  if (status === 'success')
    return { status: 'successful', providerTransactionId: transaction?.id === undefined ? null : String(transaction.id) };
  if (FAILED.has(status)) {
    const told = typeof transaction?.gateway_response === 'string' ? transaction.gateway_response.trim() : '';
    return { status: 'failed', reason: told || FAILURE_TEXTS[status]!, code: status };
  }
  return { status: 'pending' };
}

/**
 * How charging a saved card ended (POST /transaction/charge_authorization, POST /charge/submit_otp):
 * taken (success or pending: the outcome comes by webhook and verify), a challenge for the payer (a
 * code sent to their phone, or a page of their bank), or refused with the bank's words.
 */
export type CardChargeOutcome =
  | { status: 'accepted' }
  | { status: 'awaiting_otp'; message: string }
  | { status: 'awaiting_url'; url: string }
  | { status: 'refused'; reason: string; code?: string };

/** A bank's page the app may send a person to: an absolute http(s) address, nothing else (no javascript:). */
function isWebPage(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export function cardChargeOutcomeOf(transaction: PaystackTransaction | undefined): CardChargeOutcome | null {
  const status = String(transaction?.status ?? '');
  if (status === 'success' || status === 'pending' || status === 'processing' || status === 'ongoing') return { status: 'accepted' };
  if (status === 'send_otp')
    return { status: 'awaiting_otp', message: transaction?.display_text?.trim() || 'Enter the code your bank sent you' };
  if (status === 'open_url' && isWebPage(transaction?.url)) return { status: 'awaiting_url', url: transaction.url };
  if (FAILED.has(status)) {
    const told = typeof transaction?.gateway_response === 'string' ? transaction.gateway_response.trim() : '';
    return { status: 'refused', reason: told || 'The card was declined', code: status };
  }
  return null;
}
