import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { toLoginLookup } from './login-lookup';
import { verifyPassword } from './password-hashing';
import { consumeRateLimit, releaseRateLimitHit, resetRateLimit } from './rate-limiter';
import { LOGIN_FAILURES_PER_ID, LOGIN_FAILURES_PER_IP } from './rate-limit-rules';
import { findUserByLogin } from './user-repository';

/** One message for every wrong credential, so sign-in never tells whether an account exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid login details';

/**
 * Checks a login id and password and returns the user's id. Each attempt is counted before the
 * check (so parallel guesses cannot slip past the limit) and taken back when it succeeds.
 */
export async function signInWithPassword(deps: AppDeps, input: { loginId: string; password: string; ip: string }): Promise<string> {
  const now = deps.now();
  const lookup = toLoginLookup(input.loginId);
  const idKey = lookup ? `${lookup.kind}:${lookup.value}` : `raw:${input.loginId.trim().toLowerCase()}`;
  await consumeRateLimit(deps.db, LOGIN_FAILURES_PER_IP, input.ip, now);
  await consumeRateLimit(deps.db, LOGIN_FAILURES_PER_ID, idKey, now);

  const user = lookup ? await findUserByLogin(deps.db, lookup) : undefined;
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) throw new AppError('INVALID_CREDENTIALS', INVALID_LOGIN_MESSAGE);

  await resetRateLimit(deps.db, LOGIN_FAILURES_PER_ID, idKey);
  await releaseRateLimitHit(deps.db, LOGIN_FAILURES_PER_IP, input.ip, now);
  return user.id;
}
