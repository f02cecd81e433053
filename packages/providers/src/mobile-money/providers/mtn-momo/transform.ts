import type { PaymentState } from '../../mobile-money-payments';
import type { MtnBasicUserInfo, MtnErrorBody, MtnPaymentStatus } from './types';

/** MTN's MSISDN form: country code and number, no plus ("233241234567"). */
export function toMsisdn(e164: string): string {
  return e164.replace(/^\+/, '');
}

/** The account holder's name from basic user info: `name`, else given and family names. */
export function registeredNameOf(info: MtnBasicUserInfo): string | null {
  const name = info.name?.trim() || [info.given_name, info.family_name].filter(Boolean).join(' ').trim();
  return name || null;
}

/** A readable reason from an error body, for logs (never shown to a person as is). */
export function describeMtnError(httpStatus: number, body: unknown): string {
  const b = (body ?? {}) as MtnErrorBody;
  return [`HTTP ${httpStatus}`, b.code, b.message].filter(Boolean).join(' ');
}

/** MTN answers 404 (or a code such as ACCOUNTHOLDER_NOT_FOUND) for a number with no wallet. */
export function isNoSuchAccountHolder(httpStatus: number, body: unknown): boolean {
  const code = ((body ?? {}) as MtnErrorBody).code ?? '';
  return httpStatus === 404 || /NOT_FOUND|NOT_ACTIVE|PAYEE_NOT_FOUND/i.test(code);
}

/** Integer pesewas to MTN's amount string ("12.50"). */
export function toMoneyString(pesewas: bigint): string {
  if (pesewas <= 0n) throw new RangeError('An amount must be positive');
  return `${pesewas / 100n}.${String(pesewas % 100n).padStart(2, '0')}`;
}

const REASONS: Record<string, string> = {
  APPROVAL_REJECTED: 'The payer declined the request on their phone',
  EXPIRED: 'The payer did not approve the request in time',
  PAYER_NOT_FOUND: 'No MTN MoMo wallet is registered to this number',
  PAYEE_NOT_FOUND: 'No MTN MoMo wallet is registered to this number',
  NOT_ENOUGH_FUNDS: 'The wallet does not have enough money',
  PAYER_LIMIT_REACHED: 'The wallet has reached its limit',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'This wallet cannot receive money',
};

/** The state of a request to pay or a transfer, with a reason a person can read when it failed. */
export function paymentStateOf(body: unknown): PaymentState {
  const b = (body ?? {}) as MtnPaymentStatus;
  if (b.status === 'SUCCESSFUL') return { status: 'successful', providerTransactionId: b.financialTransactionId ?? null };
  if (b.status === 'FAILED') {
    const code = typeof b.reason === 'string' ? b.reason : (b.reason?.code ?? '');
    return { status: 'failed', reason: REASONS[code] ?? 'The mobile money provider declined the payment' };
  }
  return { status: 'pending' };
}
