import { describe, expect, it } from 'vitest';
import { chartValue, monthLabel } from './category-labels';

describe('monthLabel and chartValue', () => {
  it('names a month the way the screen shows it', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2027-01')).toBe('Jan 2027');
  });

  it('reads a 2-decimal cedi string as a bar height', () => {
    expect(chartValue('131.75')).toBe(131.75);
    expect(chartValue('0.00')).toBe(0);
  });
});
