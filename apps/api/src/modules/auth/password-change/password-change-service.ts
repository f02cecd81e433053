import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { hashPassword, verifyPassword } from '../password-hashing';
import { consumeRateLimit, resetRateLimit } from '../../rate-limits';
import { LOGIN_FAILURES_PER_ID } from '../rate-limits/rate-limit-rules';
import { deleteOtherSessionsOfUser } from '../sessions/session-repository';
import { findPasswordHash, updatePasswordHash } from '../user-repository';
import { noticeAccountChange } from '../security-notices';

const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * Changes a signed-in user's password after checking the current one (counted as a sign-in attempt,
 * so the form cannot be used to guess it), and signs every other session out (ASVS 3.3.3): a thief
 * who had the old password, or an old cookie, is out at once. This session stays.
 */
export async function changePassword(
  deps: AppDeps,
  input: { userId: string; currentPassword: string; newPassword: string; keepSessionId: string; ip: string },
): Promise<{ message: string; otherSessionsEnded: number }> {
  const key = `change-password:${input.userId}`;
  await consumeRateLimit(deps.db, LOGIN_FAILURES_PER_ID, key, deps.now());
  if (!(await verifyPassword(await findPasswordHash(deps.db, input.userId), input.currentPassword))) {
    throw new AppError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD);
  }
  await resetRateLimit(deps.db, LOGIN_FAILURES_PER_ID, key);
  await updatePasswordHash(deps.db, input.userId, await hashPassword(input.newPassword), deps.now());
  const ended = await deleteOtherSessionsOfUser(deps.db, input.userId, input.keepSessionId);
  for (const sid of ended) deps.sessionCache?.drop(sid);
  noticeAccountChange(deps, input.userId, 'password');
  return {
    message:
      ended.length > 0
        ? `Your password was changed. You were signed out on ${ended.length === 1 ? 'your other device' : `your ${ended.length} other devices`}.`
        : 'Your password was changed.',
    otherSessionsEnded: ended.length,
  };
}
