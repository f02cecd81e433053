import { describe, expect, it } from 'vitest';
import { feeFor, percentOfRoundedHalfUp } from './fees';
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
