import type { IdentityOutcome } from '../../identity-verifier';
import type { SmileJobResult, SmileJobStatusResponse } from './types';

/**
 * Smile ID's result codes (docs.usesmileid.com, "Result codes") as this app acts on them:
 * 1020 Exact Match — verified, and only when the Actions agree (the ID number verified and the
 *   selfie passed against the ID authority's photo); 1021 Partial Match — a reviewer looks;
 * 1022 No Match — rejected (the face or the details are not the card holder's);
 * 1013 Unable to Validate ID / 1023 Not Found — rejected, the number is not in NIA's register;
 * 1014 Unsupported ID number format — rejected, the number;
 * 1015 ID authority unavailable — no answer yet, asked again later;
 * anything else — a reviewer looks.
 */
const APPROVED = new Set(['1020']);
const PARTIAL = new Set(['1021']);
const NO_MATCH = new Set(['1022']);
const NOT_FOUND = new Set(['1013', '1023']);
const INVALID_NUMBER = new Set(['1014']);
const AUTHORITY_UNAVAILABLE = new Set(['1015']);

export function outcomeOfResult(result: SmileJobResult): IdentityOutcome {
  const code = String(result.ResultCode ?? '');
  const text = String(result.ResultText ?? '');
  const providerJobId = result.SmileJobID;
  const base = { resultCode: code, resultText: text, ...(providerJobId ? { providerJobId } : {}) };
  const selfie = result.Actions?.Selfie_To_ID_Authority_Compare;
  if (selfie === 'Failed' || NO_MATCH.has(code)) return { status: 'rejected', reason: 'no-match', ...base };
  if (NOT_FOUND.has(code)) return { status: 'rejected', reason: 'not-found', ...base };
  if (INVALID_NUMBER.has(code)) return { status: 'rejected', reason: 'invalid-number', ...base };
  if (AUTHORITY_UNAVAILABLE.has(code)) return { status: 'pending', ...base };
  if (APPROVED.has(code)) {
    const actions = result.Actions;
    const agreed = !actions || (actions.Verify_ID_Number === 'Verified' && selfie === 'Passed');
    return agreed ? { status: 'verified', ...base } : { status: 'review', ...base };
  }
  if (PARTIAL.has(code)) return { status: 'review', ...base };
  return { status: 'review', ...base };
}

/** job_status's answer: pending until job_complete, then its result's outcome. */
export function outcomeOfJobStatus(body: SmileJobStatusResponse): IdentityOutcome {
  if (!body.job_complete || typeof body.result !== 'object' || body.result === null) return { status: 'pending' };
  return outcomeOfResult(body.result);
}
