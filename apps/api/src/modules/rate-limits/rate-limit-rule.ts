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
