import type { AccountKind } from './types';

/**
 * Which accounts may go below zero. Funding and the settlement accounts stand for money outside
 * the wallet system (the float that seeds balances, money sitting with a mobile-money operator, a
 * bank or a card scheme): money entering the wallets leaves them, so they run negative by design, and
 * their negative total is exactly the money held in wallets, held funds and fees.
 * Wallets (also enforced by a CHECK in the database), held funds, money on its way out to a provider
 * (payout_pending), fees and the commission billers' aggregator pays (commission_income) hold
 * customers' and the company's real money and never go below zero.
 */
export const NON_NEGATIVE_KINDS: readonly AccountKind[] = ['wallet', 'held', 'fees', 'payout_pending', 'commission_income'];

export function mayGoNegative(kind: string): boolean {
  return !NON_NEGATIVE_KINDS.includes(kind as AccountKind);
}
