import { submitAndWait, type IdentityOutcome } from '@ghanapay/providers';
import type { AppDeps } from '../../../deps';
import { loadOwnKycImage } from '../images/kyc-image-service';
import {
  closeIdentityCheck,
  findAwaitingDocument,
  findDocumentIdByIdentityJob,
  listIdentityChecksDue,
  raiseTier,
  saveIdentityState,
  type AwaitingDocument,
  type IdentityState,
} from '../kyc-repository';
import { nextAttemptDelayMs, stepForOutcome, type IdentityStep } from './identity-outcome';
import { notifyOfDecision } from './kyc-notify';

/**
 * One attempt at the identity provider's answer for a submission the local pre-check passed: the
 * first from the request itself, the rest from the job queue (or a provider's callback). The
 * provider decides (identity-outcome.ts); the row changes only while it is awaited, so two runs at
 * once close it once.
 */
export async function runIdentityCheck(deps: AppDeps, doc: AwaitingDocument): Promise<IdentityStep> {
  const now = deps.now();
  const identity: IdentityState = { ...doc.identity, attempts: doc.identity.attempts + 1 };
  let outcome: IdentityOutcome | 'unavailable';
  let issueOverride: string | null = null;
  if (!deps.identity) {
    outcome = { status: 'review', resultCode: '', resultText: '' };
    issueOverride = 'IDENTITY_PROVIDER_NOT_CONFIGURED';
  } else if (identity.submitted && identity.jobId) {
    outcome = await deps.identity.verifier.result({ userId: doc.userId, jobId: identity.jobId }).catch(() => 'unavailable' as const);
  } else {
    const selfie = doc.selfieImageId ? await loadOwnKycImage(deps, doc.userId, doc.selfieImageId) : null;
    if (!selfie || !doc.documentNumber) {
      outcome = { status: 'review', resultCode: '', resultText: '' };
      issueOverride = 'SELFIE_UNAVAILABLE';
    } else {
      // A new job id per attempt: the provider refuses a job id it has seen.
      identity.jobId = `kyc-${doc.id}-${identity.attempts}`;
      try {
        outcome = await submitAndWait(
          deps.identity.verifier,
          { userId: doc.userId, jobId: identity.jobId, idNumber: doc.documentNumber, selfieJpeg: selfie },
          { waitMs: deps.identity.waitMs, pollMs: deps.identity.pollMs },
        );
        identity.submitted = true;
      } catch {
        outcome = 'unavailable';
      }
    }
  }
  if (outcome !== 'unavailable') {
    identity.resultCode = outcome.resultCode ?? identity.resultCode;
    identity.resultText = outcome.resultText ?? identity.resultText;
  }

  const step = stepForOutcome(outcome, identity.attempts);
  if (step.close === 'wait') {
    identity.nextAttemptAt = new Date(now.getTime() + nextAttemptDelayMs(identity.attempts)).toISOString();
    await saveIdentityState(deps.db, doc.id, identity);
    return step;
  }
  identity.state = step.issue === 'IDENTITY_PROVIDER_UNAVAILABLE' ? 'gave-up' : 'answered';
  const status = step.close === 'review' ? 'pending' : step.close;
  const closed = await deps.db.transaction().execute(async (trx) => {
    const row = await closeIdentityCheck(trx, doc.id, {
      status,
      identity,
      reason: step.reason,
      riskLevel: status === 'verified' ? 'LOW' : status === 'rejected' ? 'HIGH' : 'MEDIUM',
      addIssue: issueOverride ?? step.issue,
      now,
    });
    if (row && status === 'verified') await raiseTier(trx, row.userId, 'medium', now);
    return row;
  });
  if (closed && status !== 'pending') await notifyOfDecision(deps, closed.userId, status === 'verified', step.reason);
  return issueOverride ? { close: 'review', reason: null, issue: issueOverride } : step;
}

/** The job queue's run: every submission whose next attempt is due. Returns how many were tried. */
export async function retryIdentityChecks(deps: AppDeps): Promise<number> {
  const due = await listIdentityChecksDue(deps.db, deps.now(), 20);
  for (const doc of due) await runIdentityCheck(deps, doc);
  return due.length;
}

/** A provider's authentic callback names a job: its answer is read again from the provider (job_status). */
export async function confirmIdentityJob(deps: AppDeps, userId: string, jobId: string): Promise<boolean> {
  const id = await findDocumentIdByIdentityJob(deps.db, userId, jobId);
  const doc = id ? await findAwaitingDocument(deps.db, id) : undefined;
  if (!doc || !doc.identity.submitted || doc.identity.jobId !== jobId) return false;
  await runIdentityCheck(deps, doc);
  return true;
}
