import { t } from '@lingui/core/macro';
import { showToast, TOAST_MS } from '../../lib/toast';

/** The document's "Missing Information" for a transfer dialog submitted without an amount or an account. */
export function showMissingInformation(): void {
  showToast({
    title: t`Missing Information`,
    message: t`Please enter an amount and select an account`,
    destructive: true,
    durationMs: TOAST_MS.failure,
  });
}
