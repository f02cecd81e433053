import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { assertResendAllowed, attemptCode, deliverNewCode } from '../one-time-codes/one-time-code-service';
import { OTP_RESEND_AFTER_MS, OTP_TTL_MS, type CodeAttemptOutcome } from '../one-time-codes/otp-rules';
import { consumeRateLimit } from '../rate-limits/rate-limiter';
import { CODE_SENDS_PER_ID, CODE_SENDS_PER_IP } from '../rate-limits/rate-limit-rules';
import { TAKEN_MESSAGES } from './registration-service';
import type { VerifiedIdentifier } from './registration-rules';
import { isEmailTaken, isPhoneNumberTaken } from '../user-repository';

export interface VerificationTarget {
  channel: 'sms' | 'email';
  identifier: string;
}

/** Sign-up step 1: a code to the phone (SMS) or e-mail address the person will sign up with. */
export async function sendSignUpCode(deps: AppDeps, target: VerificationTarget, ip: string) {
  const now = deps.now();
  const binding = { purpose: 'signup' as const, identifier: target.identifier };
  await consumeRateLimit(deps.db, CODE_SENDS_PER_IP, ip, now);
  // Said now rather than after four steps; the per-address limit above bounds how far anyone can probe.
  const taken =
    target.channel === 'sms' ? await isPhoneNumberTaken(deps.db, target.identifier) : await isEmailTaken(deps.db, target.identifier);
  if (taken) throw new AppError('ALREADY_EXISTS', target.channel === 'sms' ? TAKEN_MESSAGES.phoneNumber : TAKEN_MESSAGES.email);
  await assertResendAllowed(deps, binding);
  await consumeRateLimit(deps.db, CODE_SENDS_PER_ID, `signup:${target.identifier}`, now);

  const { demoCode } = await deliverNewCode(deps, {
    binding,
    channel: target.channel,
    ip,
    subject: 'Your GhanaPay verification code',
    compose: (code) => `Your GhanaPay verification code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
    // The identifier has no account (checked above): in demo mode the toast may show the code.
    showInDemo: true,
  });
  return {
    message:
      target.channel === 'sms'
        ? `Verification code sent to your phone number ending in ${target.identifier.slice(-4)}`
        : `Verification code sent to ${maskEmail(target.identifier)}`,
    channel: target.channel,
    ...(demoCode ? { demoCode } : {}),
    resendAfterSeconds: OTP_RESEND_AFTER_MS / 1000,
    expiresInSeconds: OTP_TTL_MS / 1000,
  };
}

/** Sign-up step 2: the code proves the phone or e-mail; the caller records that in the session. */
export async function verifySignUpCode(deps: AppDeps, target: VerificationTarget, code: string): Promise<VerifiedIdentifier> {
  const result = await attemptCode(deps, { purpose: 'signup', identifier: target.identifier }, code);
  if (result.outcome !== 'accepted') throw new AppError('INVALID_CODE', signUpCodeError(result));
  return { channel: target.channel, identifier: target.identifier, at: deps.now().getTime() };
}

function signUpCodeError(result: Exclude<CodeAttemptOutcome, { outcome: 'accepted' }>): string {
  switch (result.outcome) {
    case 'missing':
      return 'Please request a verification code first.';
    case 'expired':
      return 'This code has expired. Please request a new one.';
    case 'used':
      return 'This code is no longer valid. Please request a new one.';
    case 'locked':
      return 'Too many wrong attempts. Please request a new code.';
    case 'wrong':
      return result.attemptsLeft > 0
        ? `Invalid verification code. ${result.attemptsLeft} ${result.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
        : 'Invalid verification code. Please request a new code.';
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
}

/** k***@example.com: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
