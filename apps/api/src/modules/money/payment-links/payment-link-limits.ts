import type { RateLimitRule } from '../../rate-limits';

const MINUTE = 60_000;
const MESSAGE = 'Too many attempts. Try again in {minutes}.';

/** Payments started from one address (IPv6 /64): a person pays a few links; a prankster floods phones with prompts. */
export const LINK_PAYS_PER_IP: RateLimitRule = { name: 'link-pay-ip', limit: 10, windowMs: 15 * MINUTE, message: MESSAGE };

/** Payments started on one link from anywhere: a shared link is paid by many, but not by hundreds a quarter hour. */
export const LINK_PAYS_PER_LINK: RateLimitRule = { name: 'link-pay-link', limit: 30, windowMs: 15 * MINUTE, message: MESSAGE };

/** Public reads (the link, a payment's status) per address: generous, a page polls every few seconds. */
export const LINK_READS_PER_IP: RateLimitRule = { name: 'link-read-ip', limit: 600, windowMs: 15 * MINUTE, message: MESSAGE };
