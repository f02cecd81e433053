import type { PaymentState } from '../../mobile-money-payments';
import type { SubmitOutcome } from '../../../payouts/money-rails';
import type { MtnBasicUserInfo, MtnCallbackBody, MtnErrorBody, MtnPaymentStatus } from './types';

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

/** MTN's documented reasons for a FAILED order, in words a person can read. */
const REASONS: Record<string, string> = {
  APPROVAL_REJECTED: 'The payer declined the request on their phone',
  EXPIRED: 'The payer did not approve the request in time',
  COULD_NOT_PERFORM_TRANSACTION: 'The payer did not approve the request in time',
  PAYER_DELAYED: 'The payer did not approve the request in time',
  PAYER_NOT_FOUND: 'No MTN MoMo wallet is registered to this number',
  PAYEE_NOT_FOUND: 'No MTN MoMo wallet is registered to this number',
  NOT_ENOUGH_FUNDS: 'The wallet does not have enough money',
  PAYER_LIMIT_REACHED: 'The wallet has reached its limit',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'This wallet cannot receive money',
  NOT_ALLOWED: 'MTN MoMo does not allow this payment',
  TRANSACTION_CANCELED: 'The payment was cancelled',
  INVALID_CURRENCY: 'MTN MoMo does not accept this currency',
  INTERNAL_PROCESSING_ERROR: 'MTN MoMo could not complete the payment',
  SERVICE_UNAVAILABLE: 'MTN MoMo could not complete the payment',
};
const DECLINED = 'The mobile money provider declined the payment';

/** A failure reason a person can read, for one of MTN's reason codes. */
function describeMtnReason(code: string): string {
  return REASONS[code] ?? DECLINED;
}

/** The state of a request to pay or a transfer, with a reason a person can read (and MTN's code) when it failed. */
export function paymentStateOf(body: unknown): PaymentState {
  const b = (body ?? {}) as MtnPaymentStatus;
  if (b.status === 'SUCCESSFUL') return { status: 'successful', providerTransactionId: b.financialTransactionId ?? null };
  if (b.status === 'FAILED') {
    const code = typeof b.reason === 'string' ? b.reason : (b.reason?.code ?? '');
    return code ? { status: 'failed', reason: describeMtnReason(code), code } : { status: 'failed', reason: DECLINED };
  }
  return { status: 'pending' };
}

/**
 * MTN's answer to an order, as a submission outcome: 202 (taken) and 409 (this reference was taken
 * before: a retry) are accepted; 400, 404 and 422 refuse the order itself, so it never moved money;
 * anything else (401/403 credentials, 5xx) leaves the outcome unknown, and is null here.
 */
export function submitOutcomeOf(httpStatus: number, body: unknown): SubmitOutcome | null {
  if (httpStatus === 202 || httpStatus === 409) return { status: 'accepted' };
  if (httpStatus === 400 || httpStatus === 404 || httpStatus === 422) {
    const code = ((body ?? {}) as MtnErrorBody).code;
    return {
      status: 'refused',
      reason: code && REASONS[code] ? REASONS[code] : 'MTN MoMo refused the payment order',
      code: code ?? `HTTP_${httpStatus}`,
    };
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The reference an MTN callback names (its referenceId, else externalId, which we set to the same
 * reference), or null when the body is not JSON or names no UUID. MTN signs nothing: the caller
 * confirms by a status query, so this only says which order to ask about.
 */
export function referenceOfMtnCallback(rawBody: string): string | null {
  let body: MtnCallbackBody;
  try {
    body = JSON.parse(rawBody) as MtnCallbackBody;
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  for (const candidate of [body.referenceId, body.externalId]) if (typeof candidate === 'string' && UUID.test(candidate)) return candidate;
  return null;
}
