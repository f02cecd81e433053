import type { Pesewas } from './pesewas';
import { formatCedis } from './format-cedis';

/**
 * The most one payment, request or transfer may move: ₵25,000.00, the Bank of Ghana's daily limit
 * for an enhanced-KYC wallet. The KYC issue replaces this single figure with tiered limits.
 */
export const MAX_TRANSACTION_PESEWAS: Pesewas = 2_500_000n;

export const MAX_TRANSACTION_MESSAGE = `Amount cannot exceed ${formatCedis(MAX_TRANSACTION_PESEWAS)} per transaction`;

export type KycTier = 'minimum' | 'medium' | 'enhanced';

export interface TierLimits {
  /** What may leave the wallet in one Africa/Accra day (payments, transfers out and their fees). */
  dailyPesewas: Pesewas;
  /** The most the wallet may hold. */
  maxBalancePesewas: Pesewas;
  /** What may leave the wallet in one calendar month; null when the tier has no monthly limit. */
  monthlyPesewas: Pesewas | null;
}

/**
 * The Bank of Ghana's tiered wallet limits (from March 2024), as the app shows and explains them. A
 * copy: their source is packages/ledger/sql/kyc_tier_limits.sql, which the ledger enforces at posting
 * (ledger_write_postings); packages/ledger/src/tier-limits.int.test.ts holds this copy equal to it.
 */
export const TIER_LIMITS: Readonly<Record<KycTier, TierLimits>> = {
  minimum: { dailyPesewas: 300_000n, maxBalancePesewas: 500_000n, monthlyPesewas: 1_000_000n },
  medium: { dailyPesewas: 1_500_000n, maxBalancePesewas: 4_000_000n, monthlyPesewas: null },
  enhanced: { dailyPesewas: 2_500_000n, maxBalancePesewas: 7_500_000n, monthlyPesewas: null },
};

export const TIER_NAMES: Readonly<Record<KycTier, string>> = {
  minimum: 'Minimum KYC',
  medium: 'Medium KYC',
  enhanced: 'Enhanced KYC',
};

/**
 * What a person is told when a movement would pass a limit. `own` is true when the wallet at the
 * limit is the person's own (their sending, or their balance on a claim); a payee's balance limit is
 * told without revealing the payee's balance.
 */
export function limitMessage(
  breach: { limit: 'daily' | 'monthly' | 'balance'; limitPesewas: Pesewas; usedPesewas: Pesewas },
  own: boolean,
): string {
  const left = breach.limitPesewas > breach.usedPesewas ? breach.limitPesewas - breach.usedPesewas : 0n;
  switch (breach.limit) {
    case 'daily':
      return `This would pass your daily limit of ${formatCedis(breach.limitPesewas)}. You can send ${formatCedis(left)} more today. Verify your identity to raise your limits.`;
    case 'monthly':
      return `This would pass your monthly limit of ${formatCedis(breach.limitPesewas)}. You can send ${formatCedis(left)} more this month. Verify your identity to raise your limits.`;
    case 'balance':
      return own
        ? `This would take your balance above your limit of ${formatCedis(breach.limitPesewas)}. Verify your identity to raise your limits.`
        : "The recipient can't receive this amount: it would take their balance above their account's limit. Try a smaller amount.";
  }
}
