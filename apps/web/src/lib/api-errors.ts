import { t } from '@lingui/core/macro';
import { translateMessage } from './translate-message';
/**
 * The one reader of API errors: a tRPC client error (TRPCClientError, whose `data` carries httpStatus
 * and the API's appCode) or a plain HTTP error (`status`). No tRPC import, so the landing page's
 * session check can use it without downloading the client.
 */

/** The HTTP status of a tRPC or plain HTTP error, when the server answered at all. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { data, status } = error as { data?: { httpStatus?: unknown } | null; status?: unknown };
  if (typeof data?.httpStatus === 'number') return data.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** The API's stable error code (INSUFFICIENT_FUNDS, NOT_FOUND, …) of a tRPC error. */
export function appCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { data?: { appCode?: unknown } | null }).data?.appCode;
  return typeof code === 'string' ? code : undefined;
}

/** True for a 401 from a tRPC call or a plain HTTP call: the person is signed out. */
export function isUnauthorized(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}

/** The message to show a person: the server's own text (the spec's validation messages), in the language shown when the catalog has it. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message) return translateMessage(error.message);
  return fallback ?? t`Please try again`;
}

/**
 * The request never reached the server: the browser says it is offline, or fetch failed with its
 * network TypeError (tRPC wraps it as the cause). An answer from the server (any 4xx or 5xx) is
 * never "offline", whatever `navigator.onLine` says: the refusal is the person's to read.
 */
export function isOfflineFailure(error: unknown, online: boolean = typeof navigator === 'undefined' || navigator.onLine): boolean {
  if (error === null || error === undefined || httpStatusOf(error) !== undefined) return false;
  return !online || hasNetworkError(error);
}

function hasNetworkError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof TypeError) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
