import type { RateLimitRule } from '../../rate-limits';

const MINUTE = 60_000;
const MESSAGE = 'Too many searches. Try again in {minutes}.';

/** Every search, per signed-in user: plenty for a person typing (debounced), a wall for a script. */
export const SEARCHES_PER_USER: RateLimitRule = { name: 'search-user', limit: 60, windowMs: MINUTE, message: MESSAGE };

/** Every search, per address (IPv6 /64): generous, many people share a carrier's address. */
export const SEARCHES_PER_IP: RateLimitRule = { name: 'search-ip', limit: 600, windowMs: 10 * MINUTE, message: MESSAGE };

/**
 * Look-ups by a whole phone number or e-mail address (the only way to find a stranger by one), per
 * user: a person pays a handful of new numbers an hour; a harvester tries thousands.
 */
export const EXACT_LOOKUPS_PER_USER: RateLimitRule = { name: 'lookup-user', limit: 30, windowMs: 60 * MINUTE, message: MESSAGE };

/** The same look-ups per address (IPv6 /64). */
export const EXACT_LOOKUPS_PER_IP: RateLimitRule = { name: 'lookup-exact-ip', limit: 300, windowMs: 60 * MINUTE, message: MESSAGE };
