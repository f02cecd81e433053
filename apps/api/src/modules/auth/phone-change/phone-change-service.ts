import { translate } from '../../../i18n/translate';
import { findLanguage } from '../../notify';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { claimHeldPayments, startRecoveryCooldown } from '../../money';
import { assertResendAllowed, attemptCode, deliverNewCode } from '../one-time-codes/one-time-code-service';
import { OTP_RESEND_AFTER_MS, OTP_TTL_MS } from '../one-time-codes/otp-rules';
import { consumeAddressLimit, consumeRateLimit } from '../../rate-limits';
import { CODE_SENDS_PER_ID, CODE_SENDS_PER_IP } from '../rate-limits/rate-limit-rules';
import { TAKEN_MESSAGES } from '../sign-up/registration-service';
import { changePhoneNumber, findUserById, isPhoneNumberTaken } from '../user-repository';
import { noticeAccountChange } from '../security-notices';

export const PHONE_CHANGE_MESSAGES = {
  notAPhone: 'Please enter a Ghana phone number',
  same: 'This is already your phone number',
  noPending: 'Please request a code for the new number first.',
  wrongCode: 'Invalid or expired verification code',
  updated: 'Phone Number Updated',
} as const;

/**
 * Phone change, step 1 (signed in): a code to the **new** number. The old number stays the account's
 * until the new one is proved; the session remembers which number this code is for.
 */
export async function sendPhoneChangeCode(deps: AppDeps, userId: string, phone: string, ip: string) {
  const now = deps.now();
  const user = await findUserById(deps.db, userId);
  if (user?.phoneNumber === phone) throw new AppError('VALIDATION_FAILED', PHONE_CHANGE_MESSAGES.same);
  const binding = { purpose: 'phone_change' as const, identifier: phone };
  await consumeAddressLimit(deps.db, CODE_SENDS_PER_IP, ip, now);
  if (await isPhoneNumberTaken(deps.db, phone)) throw new AppError('ALREADY_EXISTS', TAKEN_MESSAGES.phoneNumber);
  await assertResendAllowed(deps, binding);
  await consumeRateLimit(deps.db, CODE_SENDS_PER_ID, `phone_change:${phone}`, now);
  const language = await findLanguage(deps.db, userId);
  // Never shown on screen, demo or not: the code proves the person holds the new phone.
  await deliverNewCode(deps, {
    binding,
    channel: 'sms',
    ip,
    subject: translate(language, 'code.verificationSubject'),
    compose: (code) => translate(language, 'code.phoneChange', { code }),
  });
  return {
    message: `Verification code sent to your phone number ending in ${phone.slice(-4)}`,
    channel: 'sms' as const,
    resendAfterSeconds: OTP_RESEND_AFTER_MS / 1000,
    expiresInSeconds: OTP_TTL_MS / 1000,
  };
}

/**
 * Step 2: the code proves the new number; in one transaction it becomes the account's verified phone
 * and money that was waiting for it arrives. A wrong code changes nothing.
 */
export async function verifyPhoneChange(deps: AppDeps, userId: string, pendingPhone: string | undefined, phone: string, code: string) {
  if (!pendingPhone || pendingPhone !== phone) throw new AppError('VALIDATION_FAILED', PHONE_CHANGE_MESSAGES.noPending);
  const result = await attemptCode(deps, { purpose: 'phone_change', identifier: phone }, code);
  if (result.outcome !== 'accepted') throw new AppError('INVALID_CODE', PHONE_CHANGE_MESSAGES.wrongCode);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (await isPhoneNumberTaken(trx, phone)) throw new AppError('ALREADY_EXISTS', TAKEN_MESSAGES.phoneNumber);
    await changePhoneNumber(trx, userId, phone, now);
    await claimHeldPayments(trx, { userId, phone, email: null, now });
    // For 24 hours, at most ₵200 may leave the wallet (a SIM swap is how wallets are taken over).
    await startRecoveryCooldown(trx, userId, 'phone_change', now);
  });
  noticeAccountChange(deps, userId, 'phone');
  return { verified: true as const, message: PHONE_CHANGE_MESSAGES.updated };
}
