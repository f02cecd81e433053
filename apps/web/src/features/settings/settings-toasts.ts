import { t } from '@lingui/core/macro';
import { errorMessage, isUnauthorized } from '../../lib/api-errors';
import { showToast, TOAST_MS } from '../../lib/toast';

/** The document: an unauthorized settings call says so and goes to the login endpoint after 0.5 s. */
const LOGIN_REDIRECT_MS = 500;

export function showSettingsFailure(error: unknown, title: string, fallback: string, options: { serverMessage?: boolean } = {}): void {
  if (isUnauthorized(error)) {
    showToast({
      title: t`Unauthorized`,
      message: t`You are logged out. Logging in again...`,
      destructive: true,
      durationMs: TOAST_MS.failure,
    });
    window.setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_MS);
    return;
  }
  showToast({
    title,
    message: options.serverMessage === false ? fallback : errorMessage(error, fallback),
    destructive: true,
    durationMs: TOAST_MS.failure,
  });
}
