/**
 * Fixed-window counters kept in PostgreSQL (rate_limit_hits), so every API process shares them.
 * A fixed window lets a burst of up to twice the limit straddle a boundary; for these limits
 * (a handful per quarter hour) that is acceptable and far simpler than a sliding log.
 */
export interface RateLimitRule {
  /** Bucket prefix, e.g. "login-id". */
  name: string;
  limit: number;
  windowMs: number;
  /** Shown to the person; {minutes} is replaced with the wait. */
  message: string;
}

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

/** Anonymous look-ups (is this username free?): plenty for a person typing, a wall for a crawler. */
export const LOOKUPS_PER_IP: RateLimitRule = {
  name: 'lookup-ip',
  limit: 120,
  windowMs: 10 * MINUTE,
  message: 'Too many requests. Try again in {minutes}.',
};

export function windowStart(rule: RateLimitRule, nowMs: number): Date {
  return new Date(Math.floor(nowMs / rule.windowMs) * rule.windowMs);
}

export function bucketName(rule: RateLimitRule, key: string): string {
  return `${rule.name}:${key}`;
}

export function minutesUntilWindowEnds(rule: RateLimitRule, nowMs: number): number {
  const end = windowStart(rule, nowMs).getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((end - nowMs) / MINUTE));
}

export function rateLimitMessage(rule: RateLimitRule, nowMs: number): string {
  const minutes = minutesUntilWindowEnds(rule, nowMs);
  return rule.message.replace('{minutes}', `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
}
