import { describe, expect, it } from 'vitest';
import { splitByWeights, splitEvenly } from './split';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('splitEvenly', () => {
  it('gives the odd pesewas to the first shares: ₵100.00 among 3 is 33.34 + 33.33 + 33.33', () => {
    expect(splitEvenly(10_000n, 3)).toEqual([3_334n, 3_333n, 3_333n]);
  });
  it('never loses or adds a pesewa, whatever the total and the count', () => {
    for (let total = 0n; total < 400n; total += 7n) {
      for (let parts = 1; parts <= 12; parts++) {
        const shares = splitEvenly(total, parts);
        expect(shares).toHaveLength(parts);
        expect(sum(shares)).toBe(total);
        expect(shares[0]! - shares[parts - 1]!).toBeLessThanOrEqual(1n);
      }
    }
  });
  it('refuses a count below one and a negative total', () => {
    expect(() => splitEvenly(100n, 0)).toThrow(RangeError);
    expect(() => splitEvenly(100n, 1.5)).toThrow(RangeError);
    expect(() => splitEvenly(-1n, 2)).toThrow(RangeError);
  });
});

describe('splitByWeights', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(splitByWeights(1_000n, [1n, 1n, 2n])).toEqual([250n, 250n, 500n]);
    expect(splitByWeights(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    const shares = splitByWeights(99_999n, [3n, 7n, 11n, 0n]);
    expect(sum(shares)).toBe(99_999n);
    expect(shares[3]).toBe(0n);
  });
  it('refuses weights that are empty, negative or all zero', () => {
    expect(() => splitByWeights(100n, [])).toThrow(RangeError);
    expect(() => splitByWeights(100n, [1n, -1n])).toThrow(RangeError);
    expect(() => splitByWeights(100n, [0n, 0n])).toThrow(RangeError);
  });
});
