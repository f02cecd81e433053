import type { Pesewas } from './pesewas';

/**
 * What the wallet charges, in one place: the server computes every fee here, the screens show the same
 * figure, and the ledger posts it to the fees account when it is not zero.
 *
 * - A payment between two of our wallets (send, an approved request, a claimed held payment): free.
 * - A transfer out to a linked account, standard (3 business days): free.
 * - A transfer out, instant: 1.75 % of the amount (the document's section 9).
 *
 * Rounding rule (the only one): a percentage fee is rounded half up to the whole pesewa, computed in
 * integers as floor((amount × basis points + 5,000) / 10,000). ₵10.00 instant → ₵0.18 (17.5 → 18).
 *
 * An instant transfer is at least ₵1.00 (INSTANT_TRANSFER_MINIMUM_PESEWAS, fee ₵0.02): below ₵0.29 the
 * fee would round to ₵0.00, and every payout costs the provider's charge (docs/decisions.md). A
 * smaller amount goes standard, which is free by rule.
 */
export type FeeKind = 'p2p' | 'transfer_standard' | 'transfer_instant';

/** Basis points (1/100 of a percent) per kind. */
export const FEE_BASIS_POINTS: Readonly<Record<FeeKind, bigint>> = {
  p2p: 0n,
  transfer_standard: 0n,
  transfer_instant: 175n,
};

export const INSTANT_TRANSFER_MINIMUM_PESEWAS: Pesewas = 100n;
export const INSTANT_TRANSFER_MINIMUM_MESSAGE = 'Instant transfers start at ₵1.00. Choose standard for a smaller amount.';

export function feeFor(kind: FeeKind, amount: Pesewas): Pesewas {
  if (amount <= 0n) return 0n;
  return percentOfRoundedHalfUp(amount, FEE_BASIS_POINTS[kind]);
}

/** amount × bp / 10,000, rounded half up to the pesewa, in integers only. */
export function percentOfRoundedHalfUp(amount: Pesewas, basisPoints: bigint): Pesewas {
  return (amount * basisPoints + 5_000n) / 10_000n;
}

/**
 * A client's decimal text rounded half up to whole pesewas, in integers, by the same rule: how a fee
 * a client computed in floating point ("0.17500000000000002", the document's amount × 0.0175) is
 * compared with the server's. Digits, and an optional fraction, only.
 */
export function pesewasHalfUp(text: string): Pesewas {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const thousandths = BigInt(match[1]!) * 1000n + BigInt(((match[2] ?? '') + '000').slice(0, 3));
  return (thousandths + 5n) / 10n;
}
