import type { RateLimitRule } from '../rate-limits';

/**
 * Public receipt checks per address (an IPv6 /64): a shop checks a handful an hour; a script trying
 * codes gets nowhere anyway (each is signed), but it should not cost the database either.
 */
export const RECEIPT_CHECKS_PER_IP: RateLimitRule = {
  name: 'receipt-check-ip',
  limit: 60,
  windowMs: 10 * 60_000,
  message: 'Too many receipt checks. Try again in {minutes}.',
};
