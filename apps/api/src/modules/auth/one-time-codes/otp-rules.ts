import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** One-time codes: 6 digits, 10 minutes, 5 wrong tries, single use, one live code per identifier. */
const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_AFTER_MS = 60_000;

type OtpPurpose = 'signup' | 'password_reset' | 'email_verification' | 'phone_change' | 'ussd_pin';

export interface OtpBinding {
  purpose: OtpPurpose;
  identifier: string;
}

/** What the rules need to know about the newest code for an identifier. */
export interface StoredCode {
  codeHash: string;
  attempts: number;
  maxAttempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type CodeAttemptOutcome =
  | { outcome: 'accepted'; patch: { consumedAt: Date } }
  | { outcome: 'wrong'; attemptsLeft: number; patch: { attempts: number } }
  | { outcome: 'missing' | 'expired' | 'used' | 'locked'; patch?: undefined };

export function generateOtp(random: (min: number, max: number) => number = randomInt): string {
  return String(random(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored as an HMAC keyed with the server secret and bound to purpose and identifier, so
 * a leaked table reveals nothing usable and a code for one number never works for another.
 */
export function hashOtp(secret: string, binding: OtpBinding, code: string): string {
  return createHmac('sha256', secret).update(`${binding.purpose}\0${binding.identifier}\0${code}`).digest('hex');
}

export function otpMatches(secret: string, binding: OtpBinding, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(secret, binding, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The verdict on one attempt against the newest code; the caller applies `patch` atomically. */
export function judgeCodeAttempt(code: StoredCode | undefined, matches: boolean, now: Date): CodeAttemptOutcome {
  if (!code) return { outcome: 'missing' };
  if (code.consumedAt) return { outcome: 'used' };
  if (code.attempts >= code.maxAttempts) return { outcome: 'locked' };
  if (now.getTime() >= code.expiresAt.getTime()) return { outcome: 'expired' };
  if (matches) return { outcome: 'accepted', patch: { consumedAt: now } };
  const attempts = code.attempts + 1;
  return { outcome: 'wrong', attemptsLeft: Math.max(0, code.maxAttempts - attempts), patch: { attempts } };
}

/** Seconds until another code may be sent (0 when it may be sent now). */
export function resendWaitSeconds(lastSentAt: Date | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const waitMs = lastSentAt.getTime() + OTP_RESEND_AFTER_MS - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
