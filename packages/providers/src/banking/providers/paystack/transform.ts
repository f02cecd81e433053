import type { MobileNetwork } from '../../../account-verification/account-verifier';
import type { PaystackEnvelope, PaystackResolvedAccount } from './types';

/** Paystack's GHS mobile-money codes (GET /bank?currency=GHS&type=mobile_money). */
export const PAYSTACK_MOBILE_MONEY_CODES: Readonly<Record<MobileNetwork, string>> = { MTN: 'MTN', TELECEL: 'VOD', AIRTELTIGO: 'ATL' };

/** A Ghanaian bank's code: its three-digit sort code and the head-office branch "100" (GCB 040 → 040100). */
export function paystackBankCode(sortCode: string): string {
  return `${sortCode}100`;
}

/** The local number a mobile-money resolution takes (0241234567). */
export function localNumber(e164: string): string {
  return e164.replace(/^\+233/, '0');
}

/** The resolved account name, or null when the envelope says it could not be resolved. */
export function resolvedName(envelope: unknown): string | null {
  const e = (envelope ?? {}) as Partial<PaystackEnvelope<PaystackResolvedAccount>>;
  if (e.status !== true) return null;
  const name = e.data?.account_name?.trim();
  return name || null;
}
