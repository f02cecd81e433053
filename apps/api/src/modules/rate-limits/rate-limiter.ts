import type { Database } from '@ghanapay/db';
import { AppError } from '../../errors';
import { clearBucket, clearBucketsStartingWith, decrementHits, incrementHits, readHits } from './rate-limit-repository';
import { addressGroupOf } from './address-group';
import { bucketName, rateLimitMessage, windowStart, type RateLimitRule } from './rate-limit-rule';

/** Counts this request against the rule; throws RATE_LIMITED once the window's limit is passed. */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  const hits = await incrementHits(db, bucketName(rule, key), windowStart(rule, now.getTime()));
  if (hits > rule.limit) throw rateLimited(rule, now);
}

/** Counts this request against a per-address rule, keyed by the address's group (an IPv6 /64). */
export async function consumeAddressLimit(db: Database, rule: RateLimitRule, ip: string, now: Date): Promise<number> {
  const hits = await incrementHits(db, bucketName(rule, addressGroupOf(ip)), windowStart(rule, now.getTime()));
  if (hits > rule.limit) throw rateLimited(rule, now);
  return hits;
}

/** Counts one hit without refusing: the caller decides what passing the limit means (a soft limit). */
export async function countHit(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<number> {
  return incrementHits(db, bucketName(rule, key), windowStart(rule, now.getTime()));
}

/** The current window's count for the key, without adding to it. */
export async function hitsSoFar(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<number> {
  return readHits(db, bucketName(rule, key), windowStart(rule, now.getTime()));
}

/** The 429 for a rule whose window is used up (when the caller counted itself). */
export function rateLimitedError(rule: RateLimitRule, now: Date): AppError {
  return rateLimited(rule, now);
}

/** Un-counts one hit taken by consumeRateLimit in the same window (the attempt was legitimate). */
export async function releaseRateLimitHit(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  await decrementHits(db, bucketName(rule, key), windowStart(rule, now.getTime()));
}

export async function resetRateLimit(db: Database, rule: RateLimitRule, key: string): Promise<void> {
  await clearBucket(db, bucketName(rule, key));
}

/** Clears every key of the rule that starts with the prefix (an account's counters at every address). */
export async function resetRateLimitsStartingWith(db: Database, rule: RateLimitRule, keyPrefix: string): Promise<void> {
  await clearBucketsStartingWith(db, bucketName(rule, keyPrefix));
}

function rateLimited(rule: RateLimitRule, now: Date): AppError {
  const retryAfterSeconds = Math.ceil((windowStart(rule, now.getTime()).getTime() + rule.windowMs - now.getTime()) / 1000);
  return new AppError('RATE_LIMITED', rateLimitMessage(rule, now.getTime()), { rule: rule.name, retryAfterSeconds });
}
