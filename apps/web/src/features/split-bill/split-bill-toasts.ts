import { t } from '@lingui/core/macro';
import { isUnauthorized } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { failureToast } from '../money';

/** The document: an unauthorized split bill says so and goes to the login endpoint after 0.5 s. */
const LOGIN_REDIRECT_MS = 500;

/** "Failed to Create Split Bill" with the server's words for a refusal a person can act on. */
export function showSplitBillFailure(error: unknown, title = t`Failed to Create Split Bill`, fallback = t`Please try again later.`): void {
  showToast(failureToast(error, title, fallback));
  if (isUnauthorized(error)) window.setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_MS);
}
