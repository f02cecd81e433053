import { describe, expect, it } from 'vitest';
import { limitMessage, TIER_LIMITS } from './limits';

describe('tier limits', () => {
  it('rise from minimum to enhanced on every figure', () => {
    const { minimum, medium, enhanced } = TIER_LIMITS;
    expect(minimum.dailyPesewas < medium.dailyPesewas && medium.dailyPesewas < enhanced.dailyPesewas).toBe(true);
    expect(minimum.maxBalancePesewas < medium.maxBalancePesewas && medium.maxBalancePesewas < enhanced.maxBalancePesewas).toBe(true);
    expect([minimum.monthlyPesewas, medium.monthlyPesewas, enhanced.monthlyPesewas]).toEqual([1_000_000n, null, null]);
  });

  it('tell the person what is left, never less than nothing', () => {
    expect(limitMessage({ limit: 'daily', limitPesewas: 300_000n, usedPesewas: 290_050n }, true)).toBe(
      'This would pass your daily limit of ₵3,000.00. You can send ₵99.50 more today. Verify your identity to raise your limits.',
    );
    expect(limitMessage({ limit: 'monthly', limitPesewas: 1_000_000n, usedPesewas: 1_200_000n }, true)).toContain(
      'You can send ₵0.00 more this month',
    );
  });

  it('tell a payer about the payee’s balance limit without the payee’s balance', () => {
    const message = limitMessage({ limit: 'balance', limitPesewas: 500_000n, usedPesewas: 499_000n }, false);
    expect(message).not.toMatch(/4,990|5,000/);
    expect(message).toBe(
      "The recipient can't receive this amount: it would take their balance above their account's limit. Try a smaller amount.",
    );
  });
});
