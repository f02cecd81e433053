import { APP_SLUG } from '@ghanapay/validators';
import type { MobileNetwork } from '../../../account-verification/account-verifier';
import type { PaymentState } from '../../../mobile-money/mobile-money-payments';
import type { CollectionOutcome, OtpOutcome } from '../../../payouts/money-rails';
import { localNumber } from './transform';
import type { PaystackCharge, PaystackChargeProvider, PaystackEnvelope } from './types';

/**
 * The Charge API's provider codes for Ghana's wallets: `mtn`, `vod` (Telecel Cash, formerly Vodafone
 * Cash; Paystack kept the code) and `atl` (AirtelTigo Money; `tgo` was the Tigo code before the merger).
 */
export const PAYSTACK_CHARGE_PROVIDERS: Readonly<Record<MobileNetwork, PaystackChargeProvider>> = {
  MTN: 'mtn',
  TELECEL: 'vod',
  AIRTELTIGO: 'atl',
};

/**
 * Paystack requires a customer email on every charge; a wallet payer has none with us, so the charge
 * names them by their number at a domain of ours (Paystack sends receipts only when asked to).
 */
export function payerEmailOf(phoneNumber: string): string {
  return `${localNumber(phoneNumber)}@payers.${APP_SLUG}.app`;
}

const FINAL_FAILURES: Record<string, string> = {
  failed: 'The mobile money network declined the payment',
  abandoned: 'The payment was not approved in time',
  reversed: 'The payment was reversed and the money returned to the payer',
};

function told(charge: PaystackCharge | undefined): string {
  for (const text of [charge?.gateway_response, charge?.message]) if (typeof text === 'string' && text.trim()) return text.trim();
  return '';
}

/** A charge's state from its object (charge, submit_otp, check, verify or webhook data). */
export function chargeStateOf(charge: PaystackCharge | undefined): PaymentState {
  const status = String(charge?.status ?? '');
  if (status === 'success') return { status: 'successful', providerTransactionId: charge?.id === undefined ? null : String(charge.id) };
  if (status in FINAL_FAILURES) return { status: 'failed', reason: told(charge) || FINAL_FAILURES[status]!, code: status };
  // send_otp, pay_offline, pending, ongoing, processing, queued, and any status added later.
  return { status: 'pending' };
}

/** The data of a successful envelope, else undefined. */
export function chargeOf(body: unknown): PaystackCharge | undefined {
  const envelope = (body ?? {}) as Partial<PaystackEnvelope<PaystackCharge>>;
  return envelope.status === true && envelope.data && typeof envelope.data === 'object' ? envelope.data : undefined;
}

const OTP_FALLBACK = 'Enter the code your network sent you to approve the payment';

/** What POST /charge's accepted answer means for the collection. */
export function chargeOutcomeOf(charge: PaystackCharge): CollectionOutcome {
  if (charge.status === 'send_otp') return { status: 'awaiting_otp', message: charge.display_text?.trim() || OTP_FALLBACK };
  const state = chargeStateOf(charge);
  if (state.status === 'failed') return { status: 'refused', reason: state.reason, code: state.code };
  return { status: 'accepted' };
}

/** What POST /charge/submit_otp's answer means: still asking for a code is a wrong one. */
export function otpOutcomeOf(charge: PaystackCharge): OtpOutcome {
  if (charge.status === 'send_otp') return { status: 'wrong_otp', reason: told(charge) || 'That code is not right. Try again.' };
  const state = chargeStateOf(charge);
  if (state.status === 'failed') return { status: 'refused', reason: state.reason };
  return { status: 'accepted' };
}
