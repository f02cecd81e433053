import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { toLoginLookup } from './login-lookup';
import { verifyPassword } from '../password-hashing';
import { consumeRateLimit, releaseRateLimitHit, resetRateLimit } from '../rate-limits/rate-limiter';
import { LOGIN_FAILURES_PER_ID, LOGIN_FAILURES_PER_IP } from '../rate-limits/rate-limit-rules';
import { findUserByLogin } from '../user-repository';

/** One message for every wrong credential, so sign-in never tells whether an account exists. */
const INVALID_LOGIN_MESSAGE = 'Invalid login details';
const ACCOUNT_CLOSED_MESSAGE = 'This account has been closed. It can no longer be used to sign in.';

/**
 * The wrong-password counter's key: the account (every spelling of its login id — username, e-mail,
 * phone — is one account) at one address. A stranger's guesses from their address never lock the
 * owner out at theirs (ASVS 2.2.1's soft lockout). An id that names no account is counted the same
 * way under its own spelling, so the answer never tells whether the account exists.
 */
function loginFailureKey(account: { userId: string } | { loginId: string }, ip: string): string {
  return 'userId' in account ? `acct:${account.userId}@${ip}` : `id:${account.loginId}@${ip}`;
}

/** Every per-address counter of one account (a reset password clears them all). */
export const accountFailureKeyPrefix = (userId: string) => `acct:${userId}@`;

/**
 * Checks a login id and password and returns the user's id. Each attempt is counted before the
 * check (so parallel guesses cannot slip past the limit) and taken back when it succeeds.
 */
export async function signInWithPassword(deps: AppDeps, input: { loginId: string; password: string; ip: string }): Promise<string> {
  const now = deps.now();
  const lookup = toLoginLookup(input.loginId);
  await consumeRateLimit(deps.db, LOGIN_FAILURES_PER_IP, input.ip, now);
  const user = lookup ? await findUserByLogin(deps.db, lookup) : undefined;
  const key = loginFailureKey(
    user ? { userId: user.id } : { loginId: lookup ? `${lookup.kind}:${lookup.value}` : `raw:${input.loginId.trim().toLowerCase()}` },
    input.ip,
  );
  await consumeRateLimit(deps.db, LOGIN_FAILURES_PER_ID, key, now);

  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) throw new AppError('INVALID_CREDENTIALS', INVALID_LOGIN_MESSAGE);
  // Only the right password learns that the account was closed (Settings → Close account).
  if (user.closedAt) throw new AppError('FORBIDDEN', ACCOUNT_CLOSED_MESSAGE);

  await resetRateLimit(deps.db, LOGIN_FAILURES_PER_ID, key);
  await releaseRateLimitHit(deps.db, LOGIN_FAILURES_PER_IP, input.ip, now);
  return user.id;
}
