import { describe, expect, it } from 'vitest';
import { percentagesOf } from './largest-remainder';

describe('percentagesOf (largest remainder)', () => {
  it('always adds up to exactly 100', () => {
    expect(percentagesOf([1n, 1n, 1n])).toEqual([34, 33, 33]);
    expect(percentagesOf([2000n, 1000n, 175n])).toEqual([63, 31, 6]);
    expect(percentagesOf([1n, 1n, 1n, 1n, 1n, 1n, 1n])).toEqual([15, 15, 14, 14, 14, 14, 14]);
    for (let seed = 1; seed < 200; seed++) {
      const shares = Array.from({ length: 1 + (seed % 8) }, (_, i) => BigInt(((seed * 7919 + i * 104729) % 100_000) + 1));
      const result = percentagesOf(shares);
      expect(result.reduce((a, b) => a + b, 0)).toBe(100);
      // Each is its exact share rounded down or up, never further.
      const total = shares.reduce((a, b) => a + b, 0n);
      result.forEach((p, i) => expect(Math.abs(p - Number((shares[i]! * 10000n) / total) / 100)).toBeLessThan(1));
    }
  });

  it('gives the missing points to the largest remainders, the earlier share on a tie', () => {
    // 66.66…, 16.66…, 16.66… → 67, 17, 16.
    expect(percentagesOf([4n, 1n, 1n])).toEqual([67, 17, 16]);
    expect(percentagesOf([1n])).toEqual([100]);
  });

  it('is all zeros when nothing was spent', () => {
    expect(percentagesOf([])).toEqual([]);
    expect(percentagesOf([0n, 0n])).toEqual([0, 0]);
  });
});
