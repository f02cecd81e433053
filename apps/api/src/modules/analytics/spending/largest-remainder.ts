import { splitByWeights } from '@ghanapay/money';

/**
 * Whole percentages of each share that add up to exactly 100: packages/money's largest-remainder
 * split of 100 points by the shares (bigint pesewas, so no float ever decides a point; ties to the
 * earlier share). An all-zero list → zeros.
 */
export function percentagesOf(shares: readonly bigint[]): number[] {
  if (!shares.some((share) => share > 0n)) return shares.map(() => 0);
  return splitByWeights(100n, shares).map(Number);
}
