import type { AppDeps } from '../../../deps';
import { deleteKycImagesOf } from '../../kyc';
import { RETENTION } from '../privacy-policy';
import { anonymiseAccount, eraseIdentityDocuments, findClosedAccountsDue } from './retention-repository';

/** Accounts handled per batch; each in a transaction of its own, so one failure stops only itself. */
const BATCH = 100;

/**
 * The retention schedule's later steps (docs/privacy.md), run daily by the job queue: 5 years after
 * closure the identity documents go, 6 years after it the name and addresses. Idempotent (each step
 * is recorded on the account) and catches up on everything overdue. Returns the steps taken.
 */
export async function applyRetentionSchedule(deps: Pick<AppDeps, 'db' | 'now' | 'env'>): Promise<number> {
  const now = deps.now();
  let done = 0;
  const steps = [
    // The photos' files (local disk or the bucket) go before the rows that name them.
    {
      column: 'kycErasedAt',
      afterMs: RETENTION.kycAfterClosureMs,
      before: (userId: string) => deleteKycImagesOf(deps, userId),
      apply: eraseIdentityDocuments,
    },
    { column: 'anonymisedAt', afterMs: RETENTION.identityAfterClosureMs, before: undefined, apply: anonymiseAccount },
  ] as const;
  for (const step of steps) {
    const closedBefore = new Date(now.getTime() - step.afterMs);
    for (;;) {
      const due = await findClosedAccountsDue(deps.db, step.column, closedBefore, BATCH);
      for (const userId of due) {
        await step.before?.(userId);
        await deps.db.transaction().execute((trx) => step.apply(trx, userId, now));
      }
      done += due.length;
      if (due.length < BATCH) break;
    }
  }
  return done;
}
