import { describe, expect, it } from 'vitest';
import { dayHeading, formatTransactionDate, groupByDay } from './transaction-date';

const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe('formatTransactionDate', () => {
  it('reads "Nov 22, 3:45 pm"', () => {
    expect(formatTransactionDate(local(2025, 11, 22, 15, 45).toISOString())).toBe('Nov 22, 3:45 pm');
  });
  it('writes midnight and noon as 12', () => {
    expect(formatTransactionDate(local(2025, 1, 3, 0, 5).toISOString())).toBe('Jan 3, 12:05 am');
    expect(formatTransactionDate(local(2025, 1, 3, 12, 0).toISOString())).toBe('Jan 3, 12:00 pm');
  });
  it('is empty for a missing date', () => {
    expect(formatTransactionDate('not a date')).toBe('');
  });
});

describe('dayHeading', () => {
  const now = local(2025, 3, 1, 9);
  it('says Today, Yesterday (across a month end), or the long date', () => {
    expect(dayHeading(local(2025, 3, 1, 0, 1), now)).toBe('Today');
    expect(dayHeading(local(2025, 2, 28, 23, 59), now)).toBe('Yesterday');
    expect(dayHeading(local(2025, 2, 27, 23, 59), now)).toBe('February 27, 2025');
  });
});

describe('groupByDay', () => {
  it('groups by calendar day, newest day and newest item first', () => {
    const now = local(2025, 11, 22, 18);
    const items = [
      { id: 1, createdAt: local(2025, 11, 20, 10).toISOString() },
      { id: 2, createdAt: local(2025, 11, 22, 8).toISOString() },
      { id: 3, createdAt: local(2025, 11, 21, 23).toISOString() },
      { id: 4, createdAt: local(2025, 11, 22, 17).toISOString() },
    ];
    expect(groupByDay(items, now).map((g) => [g.heading, g.items.map((i) => i.id)])).toEqual([
      ['Today', [4, 2]],
      ['Yesterday', [3]],
      ['November 20, 2025', [1]],
    ]);
  });
});
