import { t } from '@lingui/core/macro';
export const RESEND_SECONDS = 60;

/** Whole seconds left until `deadlineMs`, never negative. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** The resend button's text: a countdown while waiting, then the action. */
export function resendLabel(remainingSeconds: number): string {
  return remainingSeconds > 0 ? t`Resend code in ${remainingSeconds}s` : t`Resend Code`;
}
