import type { RateLimitRule } from '../../rate-limits';

/**
 * Card checks started by one person in a day. Each check is a ₵1.00 charge on a card: a stolen-card
 * list tried through the add-card page ("card testing") would start hundreds; a person adds a few.
 */
export const CARD_CHECKS_PER_USER: RateLimitRule = {
  name: 'card-check-user',
  limit: 6,
  windowMs: 24 * 60 * 60_000,
  message: 'Too many cards tried today. Try again in {minutes}.',
};
