import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { attemptNewestCode, deleteCode, insertCode, lastCodeSentAt } from './one-time-code-repository';
import { recordSmsSent, type SecurityAlert } from './sms-budget';
import {
  generateOtp,
  hashOtp,
  judgeCodeAttempt,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  otpMatches,
  resendWaitSeconds,
  type CodeAttemptOutcome,
  type OtpBinding,
} from './otp-rules';

export interface CodeDelivery {
  binding: OtpBinding;
  channel: 'sms' | 'email';
  ip: string;
  subject: string;
  compose: (code: string) => string;
  /**
   * Only a sign-up code, for an identifier without an account, in demo mode, may come back to the
   * screen (the spec's toast). A reset or verification code never does, in any mode.
   */
  showInDemo?: boolean;
  /** Where the SMS budget's alert goes (the request's logger); console otherwise. */
  alert?: SecurityAlert;
}

/** Seconds the person must still wait before another code for this binding may be sent. */
export async function secondsUntilResend(deps: AppDeps, binding: OtpBinding): Promise<number> {
  return resendWaitSeconds(await lastCodeSentAt(deps.db, binding), deps.now());
}

export async function assertResendAllowed(deps: AppDeps, binding: OtpBinding): Promise<void> {
  const wait = await secondsUntilResend(deps, binding);
  if (wait > 0)
    throw new AppError('RATE_LIMITED', `Please wait ${wait} seconds before requesting a new code.`, { retryAfterSeconds: wait });
}

/**
 * Creates a code (replacing any earlier one), stores only its HMAC, and sends it. Returns the code
 * only for a delivery marked showInDemo, in demo mode, through a simulator.
 */
export async function deliverNewCode(deps: AppDeps, delivery: CodeDelivery): Promise<{ demoCode?: string }> {
  const { code, codeHash } = await storeNewCode(deps, delivery);
  try {
    const receipt = await deps.notifier.send({
      channel: delivery.channel,
      to: delivery.binding.identifier,
      subject: delivery.subject,
      text: delivery.compose(code),
    });
    if (delivery.channel === 'sms') await recordSmsSent(deps, delivery.alert);
    return delivery.showInDemo && deps.env.DEMO_MODE && receipt.revealsContent ? { demoCode: code } : {};
  } catch (error) {
    // Nobody received it: forget it, so the person may ask again at once.
    await deleteCode(deps.db, delivery.binding, codeHash);
    throw error;
  }
}

/** Creates and stores a code (only its HMAC), replacing any earlier one for the binding. */
async function storeNewCode(deps: AppDeps, delivery: Pick<CodeDelivery, 'binding' | 'channel' | 'ip'>) {
  const now = deps.now();
  const code = generateOtp();
  const codeHash = hashOtp(deps.env.SESSION_SECRET, delivery.binding, code);
  await insertCode(deps.db, {
    ...delivery.binding,
    channel: delivery.channel,
    codeHash,
    maxAttempts: OTP_MAX_ATTEMPTS,
    requesterIp: delivery.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  return { code, codeHash };
}

/**
 * Stores a code that is never sent. Sign-up does this for an identifier that already has an account,
 * so the resend wait, the attempts left and every other answer about it are those of a real code.
 */
export async function storeUndeliveredCode(deps: AppDeps, delivery: Pick<CodeDelivery, 'binding' | 'channel' | 'ip'>): Promise<void> {
  await storeNewCode(deps, delivery);
}

/** One attempt at the newest code for the binding; a match consumes it, a miss counts a try. */
export async function attemptCode(deps: AppDeps, binding: OtpBinding, code: string): Promise<CodeAttemptOutcome> {
  const now = deps.now();
  return attemptNewestCode(deps.db, binding, (stored) =>
    judgeCodeAttempt(stored, stored !== undefined && otpMatches(deps.env.SESSION_SECRET, binding, code, stored.codeHash), now),
  );
}
