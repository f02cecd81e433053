import { describe, expect, it } from 'vitest';
import { readSplitTotal } from './split-bill';

describe('readSplitTotal', () => {
  it.each([
    [undefined, 'Total amount is required'],
    ['', 'Total amount is required'],
    ['abc', 'Total amount must be a valid positive number'],
    ['0', 'Total amount must be a valid positive number'],
    ['-1', 'Total amount must be a valid positive number'],
    ['1.234', 'Amount can have at most 2 decimal places'],
  ])('%j → %s', (value, message) => {
    expect(readSplitTotal(value)).toEqual({ ok: false, message });
  });

  it('reads a valid total as pesewas', () => {
    expect(readSplitTotal('100.00')).toEqual({ ok: true, pesewas: 10_000n });
  });
});
