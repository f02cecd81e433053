import type { IdentityOutcome } from '@ghanapay/providers';
import { KYC_SUBMIT_MESSAGES } from './kyc-messages';

/**
 * What a submission becomes on the identity provider's answer (the local pre-check passed): the
 * provider decides. Pure, tested on its own.
 * - verified → verified, the tier raised;
 * - rejected → rejected, with the reason the person reads (the face, or the number);
 * - review → pending in the review queue, with the provider's code as an issue;
 * - pending (no answer yet, provider down or slow) → still awaited, asked again by the job queue, and
 *   after MAX_IDENTITY_ATTEMPTS in the review queue.
 */
const MAX_IDENTITY_ATTEMPTS = 5;

export type IdentityStep =
  | { close: 'verified'; reason: null; issue: null }
  | { close: 'rejected'; reason: string; issue: string }
  | { close: 'review'; reason: null; issue: string }
  | { close: 'wait'; reason: null; issue: null };

export function stepForOutcome(outcome: IdentityOutcome | 'unavailable', attempts: number): IdentityStep {
  if (outcome === 'unavailable' || outcome.status === 'pending') {
    return attempts >= MAX_IDENTITY_ATTEMPTS
      ? { close: 'review', reason: null, issue: 'IDENTITY_PROVIDER_UNAVAILABLE' }
      : { close: 'wait', reason: null, issue: null };
  }
  switch (outcome.status) {
    case 'verified':
      return { close: 'verified', reason: null, issue: null };
    case 'rejected':
      if (outcome.reason === 'no-match') return { close: 'rejected', reason: KYC_SUBMIT_MESSAGES.noMatch, issue: 'IDENTITY_FACE_NO_MATCH' };
      if (outcome.reason === 'not-found')
        return { close: 'rejected', reason: KYC_SUBMIT_MESSAGES.notFound, issue: 'IDENTITY_NUMBER_NOT_FOUND' };
      return { close: 'rejected', reason: KYC_SUBMIT_MESSAGES.invalidNumber, issue: 'IDENTITY_NUMBER_INVALID' };
    case 'review':
      return { close: 'review', reason: null, issue: `IDENTITY_REVIEW_${outcome.resultCode || 'UNKNOWN'}` };
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

/** From the first failed attempt: 1, 2, 4, 8 minutes before the next. */
export function nextAttemptDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}
