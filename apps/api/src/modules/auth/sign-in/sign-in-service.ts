import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { toLoginLookup } from './login-lookup';
import { verifyPassword } from '../password-hashing';
import { addressGroupOf } from '../../rate-limits';
import { consumeAddressLimit, consumeRateLimit, releaseRateLimitHit, resetRateLimit, resetRateLimitsStartingWith } from '../../rate-limits';
import { LOGIN_FAILURES_PER_ID, LOGIN_FAILURES_PER_IP } from '../rate-limits/rate-limit-rules';
import { findUserByLogin } from '../user-repository';

/** One message for every wrong credential, so sign-in never tells whether an account exists. */
const INVALID_LOGIN_MESSAGE = 'Invalid login details';
const ACCOUNT_CLOSED_MESSAGE = 'This account has been closed. It can no longer be used to sign in.';

/**
 * Two counters at one address (group) share the five guesses of ASVS 2.2.1:
 * - the spelling typed (username, e-mail or phone, normalised): its sixth attempt is a 429, for an
 *   account and for an unknown id alike;
 * - the account behind it, whichever spelling named it: past five, the password is no longer
 *   checked and every spelling answers 401 (after the same argon2 work), until its own counter
 *   gives the 429. A 429 on the e-mail after five misses on the username would tell that both name
 *   one account; this way an account locked through one spelling answers every other spelling
 *   exactly as an id nobody has ever tried.
 * A stranger's guesses from their address never lock the owner out at theirs (soft lockout).
 */
const spellingKey = (spelling: string, ip: string) => `id:${spelling}@${addressGroupOf(ip)}`;
const accountKey = (userId: string, ip: string) => `acct:${userId}@${addressGroupOf(ip)}`;

/**
 * Checks a login id and password and returns the user's id. Each attempt is counted before the
 * check (so parallel guesses cannot slip past the limit) and taken back when it succeeds.
 */
export async function signInWithPassword(deps: AppDeps, input: { loginId: string; password: string; ip: string }): Promise<string> {
  const now = deps.now();
  const lookup = toLoginLookup(input.loginId);
  await consumeAddressLimit(deps.db, LOGIN_FAILURES_PER_IP, input.ip, now);
  const user = lookup ? await findUserByLogin(deps.db, lookup) : undefined;
  const spelling = spellingKey(lookup ? `${lookup.kind}:${lookup.value}` : `raw:${input.loginId.trim().toLowerCase()}`, input.ip);
  await consumeRateLimit(deps.db, LOGIN_FAILURES_PER_ID, spelling, now);
  const accountLocked = user ? await accountGuessesUsedUp(deps.db, accountKey(user.id, input.ip), now) : false;

  // A locked account's password is not checked; the dummy verification spends the same time.
  const passwordMatches = await verifyPassword(accountLocked ? undefined : user?.passwordHash, input.password);
  if (!user || !passwordMatches) throw new AppError('INVALID_CREDENTIALS', INVALID_LOGIN_MESSAGE);
  // Only the right password learns that the account was closed (Settings → Close account).
  if (user.closedAt) throw new AppError('FORBIDDEN', ACCOUNT_CLOSED_MESSAGE);

  await resetRateLimit(deps.db, LOGIN_FAILURES_PER_ID, spelling);
  await resetRateLimit(deps.db, LOGIN_FAILURES_PER_ID, accountKey(user.id, input.ip));
  await releaseRateLimitHit(deps.db, LOGIN_FAILURES_PER_IP, addressGroupOf(input.ip), now);
  return user.id;
}

/** Counts one attempt at the account; true once more than the limit have been made in the window. */
async function accountGuessesUsedUp(db: Database, key: string, now: Date): Promise<boolean> {
  try {
    await consumeRateLimit(db, LOGIN_FAILURES_PER_ID, key, now);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return true;
    throw error;
  }
}

/** Lifts every sign-in lockout of an account, at every address and under each of its spellings (after a reset). */
export async function liftSignInLockouts(
  db: Database,
  user: { id: string; username: string; email: string | null; phoneNumber: string | null },
): Promise<void> {
  await resetRateLimitsStartingWith(db, LOGIN_FAILURES_PER_ID, `acct:${user.id}@`);
  const spellings = [`username:${user.username}`, user.email && `email:${user.email}`, user.phoneNumber && `phone:${user.phoneNumber}`];
  for (const spelling of spellings) if (spelling) await resetRateLimitsStartingWith(db, LOGIN_FAILURES_PER_ID, `id:${spelling}@`);
}
