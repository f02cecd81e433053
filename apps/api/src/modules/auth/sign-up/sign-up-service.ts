import { DEFAULT_LANGUAGE, type Language } from '@ghanapay/validators';
import { noticeText, translate } from '../../../i18n/translate';
import { findLanguage } from '../../notify';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { assertResendAllowed, attemptCode, deliverNewCode, storeUndeliveredCode } from '../one-time-codes/one-time-code-service';
import { OTP_RESEND_AFTER_MS, OTP_TTL_MS, type CodeAttemptOutcome } from '../one-time-codes/otp-rules';
import { consoleAlert, recordSmsSent, smsBudgetUsedUp, type SecurityAlert } from '../one-time-codes/sms-budget';
import { proofOfWorkRequired, spendProofOfWork } from '../proof-of-work/proof-of-work';
import { addressGroupOf } from '../../rate-limits';
import { consumeRateLimit, countHit, hitsSoFar, rateLimitedError } from '../../rate-limits';
import {
  CODE_SENDS_PER_ID,
  numberRangeOf,
  SIGN_UP_CODES_PER_IP_BEFORE_POW,
  SIGN_UP_CODES_PER_NUMBER_RANGE,
  smsBudgetRule,
} from '../rate-limits/rate-limit-rules';
import type { VerifiedIdentifier } from './registration-rules';
import { findUserByLogin, isEmailTaken, isPhoneNumberTaken } from '../user-repository';

export interface VerificationTarget {
  channel: 'sms' | 'email';
  identifier: string;
}

export interface SignUpCodeRequest {
  target: VerificationTarget;
  ip: string;
  /** A solved ALTCHA challenge (base64 JSON), when the previous answer asked for one. */
  altcha?: string;
  /** The language of the screen that asked: the code's text is in it. */
  language?: Language;
  alert?: SecurityAlert;
}

/**
 * Sign-up step 1: a code to the phone (SMS) or e-mail address the person will sign up with.
 *
 * The answer is the same whether or not the identifier already has an account (status, body, the
 * resend wait, the code step's answers): an account's owner is told by a notice instead, and a code
 * that is never sent is stored so the next step behaves as for anyone. Only in demo mode does a new
 * identifier's answer carry `demoCode` (see docs/decisions.md).
 *
 * Limits: 5 codes per identifier an hour (hard); from one address past 20 an hour, and to a number
 * range that had 20 an hour, each code needs a proof-of-work (soft: a carrier's NAT is not refused);
 * past SMS_HOURLY_BUDGET codes by SMS an hour, sign-up codes by SMS wait.
 */
export async function sendSignUpCode(deps: AppDeps, request: SignUpCodeRequest) {
  const { target, ip } = request;
  const alert = request.alert ?? consoleAlert;
  const now = deps.now();
  const binding = { purpose: 'signup' as const, identifier: target.identifier };
  const range = target.channel === 'sms' ? numberRangeOf(target.identifier) : null;
  const language = request.language ?? DEFAULT_LANGUAGE;

  const fromAddress = await countHit(deps.db, SIGN_UP_CODES_PER_IP_BEFORE_POW, addressGroupOf(ip), now);
  const rangeIsHot =
    range !== null && (await hitsSoFar(deps.db, SIGN_UP_CODES_PER_NUMBER_RANGE, range, now)) >= SIGN_UP_CODES_PER_NUMBER_RANGE.limit;
  if (fromAddress > SIGN_UP_CODES_PER_IP_BEFORE_POW.limit || rangeIsHot) {
    if (!request.altcha || (await spendProofOfWork(deps, request.altcha)) !== 'solved') throw await proofOfWorkRequired(deps);
  }
  if (target.channel === 'sms' && (await smsBudgetUsedUp(deps))) throw rateLimitedError(smsBudgetRule(deps.env.SMS_HOURLY_BUDGET), now);
  await assertResendAllowed(deps, binding);
  await consumeRateLimit(deps.db, CODE_SENDS_PER_ID, `signup:${target.identifier}`, now);

  const taken =
    target.channel === 'sms' ? await isPhoneNumberTaken(deps.db, target.identifier) : await isEmailTaken(deps.db, target.identifier);
  let demoCode: string | undefined;
  if (taken) {
    await storeUndeliveredCode(deps, { binding, channel: target.channel, ip });
    // The account's owner is told in the language they chose, not the one of whoever tried.
    const owner = await findUserIdByIdentifier(deps, target);
    const notice = noticeText('email.signUpAttempt', 'sms.signUpAttempt').localized(
      owner ? await findLanguage(deps.db, owner) : DEFAULT_LANGUAGE,
    );
    await deps.notifier.send({ channel: target.channel, to: target.identifier, ...notice });
    if (target.channel === 'sms') await recordSmsSent(deps, alert);
  } else {
    ({ demoCode } = await deliverNewCode(deps, {
      binding,
      channel: target.channel,
      ip,
      subject: translate(language, 'code.verificationSubject'),
      compose: (code) => translate(language, 'code.signUp', { code }),
      // The identifier has no account (checked above): in demo mode the toast may show the code.
      showInDemo: true,
      alert,
    }));
  }
  if (range !== null) await countCodeToRange(deps, range, alert);

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

async function countCodeToRange(deps: AppDeps, range: string, alert: SecurityAlert): Promise<void> {
  const sent = await countHit(deps.db, SIGN_UP_CODES_PER_NUMBER_RANGE, range, deps.now());
  if (sent === SIGN_UP_CODES_PER_NUMBER_RANGE.limit) {
    alert(
      { alert: 'sign-up-code-range', range: `${range}xxxx`, sent },
      `Unusual sign-up codes: ${sent} to the number range ${range}xxxx this hour. Further codes to it need a proof-of-work.`,
    );
  }
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

/** The account an identifier already belongs to (sign-up found it taken). */
async function findUserIdByIdentifier(deps: AppDeps, target: VerificationTarget): Promise<string | undefined> {
  const user = await findUserByLogin(deps.db, { kind: target.channel === 'sms' ? 'phone' : 'email', value: target.identifier });
  return user?.id;
}
