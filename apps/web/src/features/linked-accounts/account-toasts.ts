import { translateMessage } from '../../lib/translate-message';
import { t } from '@lingui/core/macro';
import { errorMessage, isUnauthorized } from '../../lib/api-errors';
import { TOAST_MS, showToast, type Toast } from '../../lib/toast';

/** The spec: an add or remove refused for a lost session says so and goes to /auth after 2 s. */
const SESSION_EXPIRED_REDIRECT_MS = 2_000;

const failure = (title: string, message: string): Toast => ({ title, message, destructive: true, durationMs: TOAST_MS.failure });

export function showAccountFailure(error: unknown, title: string, fallback: string, options: { serverMessage?: boolean } = {}): void {
  if (isUnauthorized(error)) {
    showToast(failure(t`Session Expired`, t`Please log in again to continue`));
    setTimeout(() => window.location.assign('/auth'), SESSION_EXPIRED_REDIRECT_MS);
    return;
  }
  // A refusal the person can act on (a bad number, a duplicate) is worth its own words.
  showToast(failure(title, options.serverMessage === false ? fallback : errorMessage(error, fallback)));
}

/** A zod schema's first message for a field value, or null when it passes (for @mantine/form). */
export function firstIssue(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : translateMessage(result.error?.issues[0]?.message ?? t`Invalid value`);
}
