import { translate } from '../../../i18n/translate';
import { findLanguage } from '../../notify';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { toLoginLookup } from '../sign-in/login-lookup';
import { attemptCode, deliverNewCode, secondsUntilResend } from '../one-time-codes/one-time-code-service';
import type { OtpBinding } from '../one-time-codes/otp-rules';
import { hashPassword } from '../password-hashing';
import { proofOfWorkRequired, spendProofOfWork } from '../proof-of-work/proof-of-work';
import { startRecoveryCooldown } from '../../money';
import { addressGroupOf } from '../../rate-limits';
import { consumeRateLimit, countHit } from '../../rate-limits';
import { liftSignInLockouts } from '../sign-in/sign-in-service';
import { CODE_SENDS_PER_ID, RESET_CODES_PER_IP_BEFORE_POW } from '../rate-limits/rate-limit-rules';
import { deleteSessionsOfUser } from '../sessions/session-repository';
import { findUserByLogin, updatePasswordHash } from '../user-repository';

export const RESET_REQUESTED_MESSAGE =
  'If an account matches these details, we have sent a reset code to its phone number or email address.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Please sign in with your new password.';
const INVALID_RESET_CODE_MESSAGE = 'Invalid or expired reset code';

/**
 * Where a user's reset code goes: their phone when they have one, else their e-mail — only an
 * identifier the account proved, so a code never goes to an address someone merely typed.
 */
function resetDestination(user: { phoneNumber: string | null; email: string | null; phoneVerified: boolean; emailVerified: boolean }) {
  if (user.phoneNumber && user.phoneVerified) return { channel: 'sms' as const, identifier: user.phoneNumber };
  if (user.email && user.emailVerified) return { channel: 'email' as const, identifier: user.email };
  return null;
}

/**
 * Sends a reset code when the login id names an account. The answer is the same, in status, body and
 * time, whether or not it does: the look-up of the account and the delivery happen after the
 * response, so an unknown id answers no faster than a known one, and a code is never in it.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: { loginId: string; ip: string; altcha?: string },
): Promise<{ message: string }> {
  const now = deps.now();
  const lookup = toLoginLookup(input.loginId);
  // Past 20 an hour from one address (IPv6 /64), each further request costs a proof-of-work instead
  // of a refusal: thousands of people share a carrier's NAT. The per-login-id limit stays hard.
  if ((await countHit(deps.db, RESET_CODES_PER_IP_BEFORE_POW, addressGroupOf(input.ip), now)) > RESET_CODES_PER_IP_BEFORE_POW.limit) {
    if (!input.altcha || (await spendProofOfWork(deps, input.altcha)) !== 'solved') throw await proofOfWorkRequired(deps);
  }
  await consumeRateLimit(
    deps.db,
    CODE_SENDS_PER_ID,
    `reset:${lookup ? `${lookup.kind}:${lookup.value}` : input.loginId.trim().toLowerCase()}`,
    now,
  );
  const delivery = sendResetCode(deps, lookup, input.ip).catch((error: unknown) => {
    console.error(`Password reset delivery failed: ${(error as Error).message}`);
  });
  pendingResets.add(delivery);
  void delivery.finally(() => pendingResets.delete(delivery));
  return { message: RESET_REQUESTED_MESSAGE };
}

/** Deliveries still running after their response; tests and a clean shutdown may wait for them. */
const pendingResets = new Set<Promise<unknown>>();

export async function settlePendingResets(): Promise<void> {
  await Promise.allSettled([...pendingResets]);
}

async function sendResetCode(deps: AppDeps, lookup: ReturnType<typeof toLoginLookup>, ip: string): Promise<void> {
  const user = lookup ? await findUserByLogin(deps.db, lookup) : undefined;
  const destination = user ? resetDestination(user) : null;
  if (!user || !destination) return;
  const binding: OtpBinding = { purpose: 'password_reset', identifier: destination.identifier };
  // Within a minute of the last code, nothing new is sent, silently: a refusal would confirm the account.
  if ((await secondsUntilResend(deps, binding)) > 0) return;
  const language = await findLanguage(deps.db, user.id);
  try {
    await deliverNewCode(deps, {
      binding,
      channel: destination.channel,
      ip,
      subject: translate(language, 'code.passwordResetSubject'),
      compose: (code) => translate(language, 'code.passwordReset', { code }),
    });
  } catch (error) {
    // A provider outage is logged by the notifier; nobody is told, which would reveal the account.
    if (error instanceof AppError && error.code === 'PROVIDER_UNAVAILABLE') return;
    throw error;
  }
}

/** Checks the reset code, sets the new password and signs the user out everywhere. */
export async function resetPassword(deps: AppDeps, input: { loginId: string; code: string; newPassword: string }): Promise<string> {
  const lookup = toLoginLookup(input.loginId);
  const user = lookup ? await findUserByLogin(deps.db, lookup) : undefined;
  const destination = user ? resetDestination(user) : null;
  if (!user || !destination) throw new AppError('INVALID_CODE', INVALID_RESET_CODE_MESSAGE);
  const result = await attemptCode(deps, { purpose: 'password_reset', identifier: destination.identifier }, input.code);
  if (result.outcome !== 'accepted') throw new AppError('INVALID_CODE', INVALID_RESET_CODE_MESSAGE);
  await updatePasswordHash(deps.db, user.id, await hashPassword(input.newPassword), deps.now());
  // For 24 hours, at most ₵200 may leave the wallet (whoever reset the password may not be its owner).
  await startRecoveryCooldown(deps.db, user.id, 'password_reset', deps.now());
  // Gone from this process's memory now; other processes hear of it from PostgreSQL (SessionCache).
  for (const sid of await deleteSessionsOfUser(deps.db, user.id)) deps.sessionCache?.drop(sid);
  // Whoever was locked out by wrong passwords may sign in with the new one at once, from anywhere.
  await liftSignInLockouts(deps.db, user);
  return user.id;
}
