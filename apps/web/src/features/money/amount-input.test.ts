import { describe, expect, it } from 'vitest';
import { amountOrNull, readAmountInput, sanitizeAmountInput } from './amount-input';

describe('sanitizeAmountInput', () => {
  it.each([
    ['12.345', '12.34'],
    ['1,000.5', '1000.5'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['007', '7'],
    ['12.', '12.'],
    ['-5', '5'],
    ['1e3', '13'],
    ['₵ 20', '20'],
  ])('%s → %s', (typed, kept) => {
    expect(sanitizeAmountInput(typed)).toBe(kept);
  });
});

describe('readAmountInput', () => {
  it('reads exact pesewas and the 2-decimal wire string', () => {
    expect(readAmountInput('0.29')).toEqual({ ok: true, pesewas: 29n, wire: '0.29' });
    expect(readAmountInput('12.5')).toEqual({ ok: true, pesewas: 1250n, wire: '12.50' });
    expect(readAmountInput('12.')).toEqual({ ok: true, pesewas: 1200n, wire: '12.00' });
  });
  it('gives the spec messages', () => {
    expect(readAmountInput('  ')).toEqual({ ok: false, message: 'Amount is required' });
    expect(readAmountInput('0.00')).toEqual({ ok: false, message: 'Amount must be a positive number' });
    expect(readAmountInput('abc')).toEqual({ ok: false, message: 'Amount must be a positive number' });
    expect(readAmountInput('1.005')).toEqual({ ok: false, message: 'Amount must be a positive number' });
  });
  it('refuses more than the per-transaction maximum, as the server does', () => {
    expect(readAmountInput('25000')).toEqual({ ok: true, pesewas: 2_500_000n, wire: '25000.00' });
    expect(readAmountInput('25000.01')).toEqual({ ok: false, message: 'Amount cannot exceed ₵25,000.00 per transaction' });
  });
  it('amountOrNull is null until the field holds an amount', () => {
    expect(amountOrNull('')).toBeNull();
    expect(amountOrNull('0')).toBeNull();
    expect(amountOrNull('3')).toBe(300n);
  });
});
