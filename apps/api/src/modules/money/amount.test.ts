import { describe, expect, it } from 'vitest';
import { readAmount, zAmount } from './amount';

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
