import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { findPasswordHash, LOGIN_FAILURES_PER_ID, verifyPassword } from '../../auth';
import { consumeRateLimit, resetRateLimit } from '../../rate-limits';
import { eraseAtClosure, findOpenItems, lockUserForClosure, markClosed } from './close-account-repository';
import { closureBlockers, closureRefusalMessage } from './closure-refusal';
import type { TClosureCheckResponse } from './close-account-procedures.types';

/** Whether the account could close now, and if not why (the dialog shows it before asking for the password). */
export async function checkClosure(deps: Pick<AppDeps, 'db'>, userId: string): Promise<TClosureCheckResponse> {
  const blockers = closureBlockers(await findOpenItems(deps.db, userId));
  return { canClose: blockers.length === 0, blockers, message: blockers.length ? closureRefusalMessage(blockers) : null };
}

/**
 * Closes the signed-in person's account once the password is confirmed (counted as a sign-in
 * attempt, so the form cannot be used to guess it) and nothing is left in the wallet or in motion.
 * Under the lock of their row: the check, the closure and the erasure of what no law keeps. Every
 * session ends; the caller ends this one's cookie. The rest follows the retention schedule.
 */
export async function closeAccount(
  deps: AppDeps,
  input: { userId: string; password: string },
): Promise<{ message: string; closedAt: Date }> {
  const key = `close-account:${input.userId}`;
  await consumeRateLimit(deps.db, LOGIN_FAILURES_PER_ID, key, deps.now());
  if (!(await verifyPassword(await findPasswordHash(deps.db, input.userId), input.password)))
    throw new AppError('VALIDATION_FAILED', 'Your password is incorrect');
  await resetRateLimit(deps.db, LOGIN_FAILURES_PER_ID, key);

  const now = deps.now();
  const endedSessions = await deps.db.transaction().execute(async (trx) => {
    const user = await lockUserForClosure(trx, input.userId);
    if (!user || user.closedAt) throw new AppError('INVALID_STATE', 'This account is already closed');
    const blockers = closureBlockers(await findOpenItems(trx, input.userId));
    if (blockers.length) throw new AppError('INVALID_STATE', closureRefusalMessage(blockers), { blockers });
    await markClosed(trx, input.userId, now);
    return eraseAtClosure(trx, input.userId);
  });
  for (const sid of endedSessions) deps.sessionCache?.drop(sid);
  return {
    message: 'Your account is closed. You have been signed out everywhere. Your payment records are kept as the law requires, then erased.',
    closedAt: now,
  };
}
