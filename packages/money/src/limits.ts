import type { Pesewas } from './pesewas';
import { formatCedis } from './format-cedis';

/**
 * The most one payment, request or transfer may move: ₵25,000.00, the Bank of Ghana's daily limit
 * for an enhanced-KYC wallet. The KYC issue replaces this single figure with tiered limits.
 */
export const MAX_TRANSACTION_PESEWAS: Pesewas = 2_500_000n;

export const MAX_TRANSACTION_MESSAGE = `Amount cannot exceed ${formatCedis(MAX_TRANSACTION_PESEWAS)} per transaction`;
