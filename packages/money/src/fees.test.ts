import { describe, expect, it } from 'vitest';
import { feeFor, INSTANT_TRANSFER_MINIMUM_PESEWAS, percentOfRoundedHalfUp, pesewasHalfUp } from './fees';
import { parseCedis } from './pesewas';

describe('feeFor', () => {
  it('charges nothing for a payment between wallets or a standard transfer out', () => {
    expect(feeFor('p2p', parseCedis('2500'))).toBe(0n);
    expect(feeFor('transfer_standard', parseCedis('2500'))).toBe(0n);
  });

  it('charges 1.75 % for an instant transfer, rounded half up to the pesewa', () => {
    expect(feeFor('transfer_instant', parseCedis('100.00'))).toBe(175n); // ₵1.75
    expect(feeFor('transfer_instant', parseCedis('10.00'))).toBe(18n); // 17.5 → 18
    expect(feeFor('transfer_instant', parseCedis('0.28'))).toBe(0n); // 0.49 → 0
    expect(feeFor('transfer_instant', parseCedis('0.29'))).toBe(1n); // 0.5075 → 1
    expect(feeFor('transfer_instant', parseCedis('25000.00'))).toBe(43_750n); // ₵437.50
  });

  it('never charges ₵0.00 for an instant transfer of at least the instant minimum (₵1.00)', () => {
    expect(INSTANT_TRANSFER_MINIMUM_PESEWAS).toBe(100n);
    expect(feeFor('transfer_instant', INSTANT_TRANSFER_MINIMUM_PESEWAS)).toBe(2n); // 1.75 → 2
    // Every amount from the minimum up to where the fee reaches ₵0.05: none is free.
    for (let amount = INSTANT_TRANSFER_MINIMUM_PESEWAS; amount <= 300n; amount++)
      expect(feeFor('transfer_instant', amount)).toBeGreaterThan(0n);
  });

  it('is exact for amounts a float could not hold', () => {
    // 99,999,999,999,999 × 0.0175 = 1,749,999,999,999.98 pesewas → 1,750,000,000,000
    expect(feeFor('transfer_instant', 999_999_999_999_99n)).toBe(1_750_000_000_000n);
  });

  it('charges nothing on nothing', () => {
    expect(feeFor('transfer_instant', 0n)).toBe(0n);
  });
});

describe('percentOfRoundedHalfUp', () => {
  it('rounds exactly half up and below half down', () => {
    expect(percentOfRoundedHalfUp(200n, 25n)).toBe(1n); // 0.5 → 1
    expect(percentOfRoundedHalfUp(199n, 25n)).toBe(0n); // 0.4975 → 0
  });
});

describe('pesewasHalfUp (a client fee read by the same rounding rule)', () => {
  it.each([
    ['1.75', 175n],
    ['1.7500000000000002', 175n],
    ['0.17500000000000002', 18n],
    ['0.175', 18n],
    ['0.1749', 17n],
    ['2', 200n],
    ['0.005', 1n],
    ['0.0049999', 0n],
    ['12.', 1200n],
  ])('%s → %s pesewas', (text, pesewas) => {
    expect(pesewasHalfUp(text)).toBe(pesewas);
  });

  it('agrees with the instant fee the server charges, for the float a browser computes', () => {
    for (const cedis of [1, 10, 57, 100, 123.45, 999.99]) {
      const amount = parseCedis(cedis.toFixed(2));
      expect(pesewasHalfUp(String(cedis * 0.0175))).toBe(feeFor('transfer_instant', amount));
    }
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => pesewasHalfUp('1e3')).toThrow(RangeError);
    expect(() => pesewasHalfUp('-1')).toThrow(RangeError);
  });
});
