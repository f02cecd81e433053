import { t } from '@lingui/core/macro';
import { appCodeOf, errorMessage, httpStatusOf, isUnauthorized } from '../../lib/api-errors';
import { TOAST_MS, type Toast } from '../../lib/toast';

const unauthorizedToast = (): Toast => ({
  title: t`Unauthorized`,
  message: t`You are logged out. Logging in again...`,
  destructive: true,
  durationMs: TOAST_MS.failure,
});

/**
 * The server’s own words for refusals a person can act on (a short balance, a tier limit, an unknown recipient,
 * sending to yourself, a frozen wallet); the spec's generic text for everything else.
 */
const EXPLAINED_CODES = new Set([
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'INVALID_STATE',
  'FORBIDDEN',
  // A wallet the staff console froze: the person must call support, so the message says so.
  'WALLET_FROZEN',
]);

function failureText(error: unknown, fallback: string): string {
  const code = appCodeOf(error);
  if (code && EXPLAINED_CODES.has(code)) return errorMessage(error, fallback);
  // A zod rule the form did not catch arrives as a 400 with the rule's message.
  if (httpStatusOf(error) === 400) return errorMessage(error, fallback);
  return fallback;
}

export function failureToast(error: unknown, title: string, fallback: string): Toast {
  if (isUnauthorized(error)) return unauthorizedToast();
  return { title, message: failureText(error, fallback), destructive: true, durationMs: TOAST_MS.failure };
}

/** Variant A's send failure: "Transaction Failed" / "Please check your details and try again." */
export const sendFailureToast = (error: unknown) => failureToast(error, t`Transaction Failed`, t`Please check your details and try again.`);

/** Proceeding or blocking after a fraud warning failed. */
export const decisionFailureToast = (error: unknown) => failureToast(error, t`Error`, t`Failed to process transaction.`);

/** Variant B: "Failed to send money." / "Failed to request money." */
export const transferFailureToast = (error: unknown, action: 'send' | 'request') =>
  failureToast(error, t`Error`, action === 'send' ? t`Failed to send money.` : t`Failed to request money.`);

export const respondFailureToast = (error: unknown) => failureToast(error, t`Error`, t`Failed to respond to request`);
