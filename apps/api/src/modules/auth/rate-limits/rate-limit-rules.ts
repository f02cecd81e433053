import type { RateLimitRule } from '../../rate-limits';

// Auth's limits (sign-in, codes, sign-up, look-ups, the SMS budget); the limiter that counts them is modules/rate-limits.
const MINUTE = 60_000;

/** ASVS 2.2.1: at most 5 wrong passwords per account per 15 minutes. */
export const LOGIN_FAILURES_PER_ID: RateLimitRule = {
  name: 'login-id',
  limit: 5,
  windowMs: 15 * MINUTE,
  message: 'Too many attempts. Try again in {minutes}.',
};

/** A ceiling for one address trying many accounts; generous because mobile carriers share addresses (CGNAT). */
export const LOGIN_FAILURES_PER_IP: RateLimitRule = {
  name: 'login-ip',
  limit: 100,
  windowMs: 15 * MINUTE,
  message: 'Too many attempts. Try again in {minutes}.',
};

export const CODE_SENDS_PER_ID: RateLimitRule = {
  name: 'code-id',
  limit: 5,
  windowMs: 60 * MINUTE,
  message: 'Too many codes requested. Try again in {minutes}.',
};

export const CODE_SENDS_PER_IP: RateLimitRule = {
  name: 'code-ip',
  limit: 20,
  windowMs: 60 * MINUTE,
  message: 'Too many codes requested. Try again in {minutes}.',
};

/**
 * Sign-up codes from one address (IPv6 /64) before a proof-of-work is asked for. Soft: past it the
 * address is not refused (a carrier's NAT puts thousands of people behind one), each further code
 * costs the browser a proof-of-work instead. The per-number limit above stays hard.
 */
export const SIGN_UP_CODES_PER_IP_BEFORE_POW: RateLimitRule = {
  name: 'signup-ip',
  limit: 20,
  windowMs: 60 * MINUTE,
  message: 'Too many codes requested. Try again in {minutes}.',
};

/** Password-reset codes from one address before a proof-of-work is asked for: soft, as for sign-up. */
export const RESET_CODES_PER_IP_BEFORE_POW: RateLimitRule = {
  name: 'reset-ip',
  limit: 20,
  windowMs: 60 * MINUTE,
  message: 'Too many codes requested. Try again in {minutes}.',
};

/**
 * Sign-up codes to one number range (+233 and the first five national digits: 10,000 numbers) in
 * an hour. Past it an alert is logged and every code to the range needs a proof-of-work: SMS
 * pumping walks a range of numbers the attacker is paid for.
 */
export const SIGN_UP_CODES_PER_NUMBER_RANGE: RateLimitRule = {
  name: 'code-range',
  limit: 20,
  windowMs: 60 * MINUTE,
  message: 'Too many codes requested. Try again in {minutes}.',
};

/** The number range a Ghana number (E.164) falls in for the anomaly check: "+23324412". */
export function numberRangeOf(e164: string): string {
  return e164.slice(0, 9);
}

/** Codes sent by SMS, all purposes, per hour; the limit is SMS_HOURLY_BUDGET. */
export const smsBudgetRule = (budget: number): RateLimitRule => ({
  name: 'sms-budget',
  limit: budget,
  windowMs: 60 * MINUTE,
  message: 'We cannot send codes by SMS right now. Try again in {minutes}, or use your email address.',
});

/** Anonymous look-ups (is this username free?): plenty for a person typing, a wall for a crawler. */
export const LOOKUPS_PER_IP: RateLimitRule = {
  name: 'lookup-ip',
  limit: 120,
  windowMs: 10 * MINUTE,
  message: 'Too many requests. Try again in {minutes}.',
};
