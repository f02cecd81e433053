import { translate } from '../../../i18n/translate';
import { findLanguage } from '../../notify';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { claimHeldPayments } from '../../money';
import { assertResendAllowed, attemptCode, deliverNewCode } from '../one-time-codes/one-time-code-service';
import { OTP_RESEND_AFTER_MS, OTP_TTL_MS } from '../one-time-codes/otp-rules';
import { consumeAddressLimit, consumeRateLimit } from '../../rate-limits';
import { CODE_SENDS_PER_ID, CODE_SENDS_PER_IP } from '../rate-limits/rate-limit-rules';
import { maskEmail } from '../sign-up/sign-up-service';
import { findUserEmail, markEmailVerified } from '../user-repository';

const EMAIL_VERIFIED_MESSAGE = 'Email address verified';
const NO_EMAIL_MESSAGE = 'Add an email address to your profile first.';
const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';

/** A code to the signed-in user's current (unverified) e-mail address. */
export async function sendEmailVerificationCode(deps: AppDeps, userId: string, ip: string) {
  const now = deps.now();
  const current = await findUserEmail(deps.db, userId);
  if (!current?.email) throw new AppError('VALIDATION_FAILED', NO_EMAIL_MESSAGE);
  if (current.emailVerified) throw new AppError('INVALID_STATE', ALREADY_VERIFIED_MESSAGE);
  const binding = { purpose: 'email_verification' as const, identifier: current.email };
  await consumeAddressLimit(deps.db, CODE_SENDS_PER_IP, ip, now);
  await assertResendAllowed(deps, binding);
  await consumeRateLimit(deps.db, CODE_SENDS_PER_ID, `email_verification:${current.email}`, now);
  const language = await findLanguage(deps.db, userId);
  await deliverNewCode(deps, {
    binding,
    channel: 'email',
    ip,
    subject: translate(language, 'code.emailVerificationSubject'),
    compose: (code) => translate(language, 'code.emailVerification', { code }),
  });
  return {
    message: `Verification code sent to ${maskEmail(current.email)}`,
    resendAfterSeconds: OTP_RESEND_AFTER_MS / 1000,
    expiresInSeconds: OTP_TTL_MS / 1000,
  };
}

/**
 * The code proves the address: it becomes this user's verified e-mail and money held for it arrives,
 * in one transaction. (E-mails are unique among accounts, so no other account holds this one.)
 */
export async function verifyEmailCode(deps: AppDeps, userId: string, code: string) {
  const now = deps.now();
  const current = await findUserEmail(deps.db, userId);
  if (!current?.email) throw new AppError('VALIDATION_FAILED', NO_EMAIL_MESSAGE);
  if (current.emailVerified) return { verified: true as const, message: EMAIL_VERIFIED_MESSAGE };
  const email = current.email;
  const result = await attemptCode(deps, { purpose: 'email_verification', identifier: email }, code);
  if (result.outcome !== 'accepted') throw new AppError('INVALID_CODE', 'Invalid or expired verification code');
  const claimed = await deps.db.transaction().execute(async (trx) => {
    if (!(await markEmailVerified(trx, userId, email, now)))
      throw new AppError('INVALID_STATE', 'Your email address changed; please request a new code.');
    return claimHeldPayments(trx, { userId, phone: null, email, now });
  });
  return { verified: true as const, message: EMAIL_VERIFIED_MESSAGE, claimedPayments: claimed.claimedTransactionIds.length };
}
