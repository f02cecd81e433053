import { describe, expect, it } from 'vitest';
import { amountOrNull, readAmount, readAmountInput, sanitizeAmountInput, zAmount } from './amount';

describe('readAmount', () => {
  it.each([
    ['12.50', 1_250n],
    ['12.5', 1_250n],
    ['12', 1_200n],
    ['0.01', 1n],
    [' 7.00 ', 700n],
    ['007.10', 710n],
    ['25000.00', 2_500_000n],
  ])('reads %j as %s pesewas', (input, pesewas) => {
    expect(readAmount(input)).toEqual({ ok: true, pesewas });
  });

  it.each([
    [undefined, 'Amount is required'],
    [null, 'Amount is required'],
    ['', 'Amount is required'],
    [12.5, 'Amount must be a positive number'],
    ['0', 'Amount must be a positive number'],
    ['-1', 'Amount must be a positive number'],
    ['1,000', 'Amount must be a positive number'],
    ['.5', 'Amount must be a positive number'],
    ['5.', 'Amount must be a positive number'],
    ['NaN', 'Amount must be a positive number'],
    ['1.001', 'Amount can have at most 2 decimal places'],
    ['1000000000000', 'Amount is too large'],
    ['25000.01', 'Amount cannot exceed ₵25,000.00 per transaction'],
    ['999999999999.99', 'Amount cannot exceed ₵25,000.00 per transaction'],
  ])('refuses %j: %s', (input, message) => {
    expect(readAmount(input)).toEqual({ ok: false, message });
  });
});

describe('zAmount', () => {
  it('gives the first rule’s message for a missing or non-string amount', () => {
    expect(zAmount.safeParse(undefined).error?.issues[0]?.message).toBe('Amount is required');
    expect(zAmount.safeParse(5).error?.issues[0]?.message).toBe('Amount must be a positive number');
    expect(zAmount.parse('0.10')).toBe(10n);
  });
});

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
    expect(readAmountInput('1.005')).toEqual({ ok: false, message: 'Amount can have at most 2 decimal places' });
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
