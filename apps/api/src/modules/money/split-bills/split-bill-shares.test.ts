import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeShares } from './split-bill-shares';

const people = (amounts: (bigint | undefined)[]) => amounts.map((amount, i) => ({ userId: `u${i}`, amount }));

describe('computeShares', () => {
  it('equal: ₵100.00 among 3 gives the odd pesewa to the creator, listed first', () => {
    expect(computeShares(100_00n, 'equal', people([undefined, undefined, undefined]))).toEqual([33_34n, 33_33n, 33_33n]);
    expect(computeShares(100_02n, 'equal', people([undefined, undefined, undefined, undefined]))).toEqual([25_01n, 25_01n, 25_00n, 25_00n]);
  });

  it('custom: a ₵0.01 gap is settled on the creator’s share, so the total is collected exactly', () => {
    expect(computeShares(100_00n, 'custom', people([30_00n, 35_00n, 35_01n]))).toEqual([29_99n, 35_00n, 35_01n]);
    expect(computeShares(100_00n, 'custom', people([33_33n, 33_33n, 33_33n]))).toEqual([33_34n, 33_33n, 33_33n]);
    // The creator pays nothing and the others are a pesewa over: it comes off the largest other share.
    expect(computeShares(100_00n, 'custom', people([0n, 40_00n, 60_01n]))).toEqual([0n, 40_00n, 60_00n]);
  });

  it('custom: a gap above ₵0.01 is an Amount Mismatch; every other share must be above ₵0.00', () => {
    expect(() => computeShares(100_00n, 'custom', people([30_00n, 35_00n, 35_02n]))).toThrow(
      'Amount Mismatch: the amounts add up to ₵100.02, not ₵100.00',
    );
    expect(() => computeShares(100_00n, 'custom', people([100_00n, 0n]))).toThrow(
      'Every participant other than you must be asked for more than ₵0.00',
    );
    expect(() => computeShares(100_00n, 'custom', people([50_00n, undefined]))).toThrow('Please enter an amount for every participant');
    expect(() => computeShares(2n, 'equal', people([undefined, undefined, undefined]))).toThrow(
      'The total is too small to split among 3 people',
    );
  });

  it('property: equal shares always add up to the total and differ by at most one pesewa', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 20n, max: 2_500_000n }), fc.integer({ min: 2, max: 20 }), (total, n) => {
        fc.pre(total >= BigInt(n));
        const shares = computeShares(total, 'equal', people(Array.from({ length: n }, () => undefined)));
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
        const sorted = [...shares].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(sorted.at(-1)! - sorted[0]!).toBeLessThanOrEqual(1n);
        expect(shares[0]).toBe(sorted.at(-1));
      }),
    );
  });

  it('property: custom shares within the tolerance always add up to the total, none negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 2n, max: 1_000_000n }), { minLength: 2, maxLength: 20 }),
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        fc.constantFrom(-1n, 0n, 1n),
        (others, creator, gap) => {
          const total = others.reduce((a, b) => a + b, creator) + gap;
          const shares = computeShares(total, 'custom', people([creator, ...others]));
          expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
          expect(shares.every((s) => s >= 0n)).toBe(true);
        },
      ),
    );
  });
});
