import type { Pesewas } from './pesewas';

/**
 * Splits `total` into `parts` shares that differ by at most one pesewa and add up to `total` exactly:
 * every share gets floor(total / parts) and the first (total mod parts) shares one pesewa more.
 * ₵100.00 among 3 → 33.34, 33.33, 33.33. The order is the caller's (e.g. the creator first).
 */
export function splitEvenly(total: Pesewas, parts: number): Pesewas[] {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError('parts must be a whole number of at least 1');
  if (total < 0n) throw new RangeError('total must not be negative');
  const n = BigInt(parts);
  const base = total / n;
  const extra = Number(total % n);
  return Array.from({ length: parts }, (_, i) => (i < extra ? base + 1n : base));
}

/**
 * Splits `total` in proportion to `weights` (integers ≥ 0, not all 0) by the largest-remainder method:
 * shares add up to `total` exactly, and ties in remainder go to the earlier weight.
 */
export function splitByWeights(total: Pesewas, weights: readonly bigint[]): Pesewas[] {
  if (total < 0n) throw new RangeError('total must not be negative');
  if (weights.length === 0 || weights.some((w) => w < 0n)) throw new RangeError('weights must be non-negative and not empty');
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new RangeError('weights must not all be zero');
  const shares = weights.map((w) => (total * w) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares;
}
