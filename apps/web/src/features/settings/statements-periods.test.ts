import { describe, expect, it } from 'vitest';
import { recentMonths, recentYears, statementDownloadPath } from './statements-periods';

describe('recentMonths', () => {
  it('lists this month and the eleven before it, newest first, across the new year', () => {
    const months = recentMonths(new Date('2026-02-14T10:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '2026-02', label: 'February 2026' });
    expect(months[1]).toEqual({ value: '2026-01', label: 'January 2026' });
    expect(months[2]).toEqual({ value: '2025-12', label: 'December 2025' });
    expect(months[11]).toEqual({ value: '2025-03', label: 'March 2025' });
  });

  it('goes by Ghana time (UTC), not the phone’s zone', () => {
    // 23:30 on 31 October in Ghana is already November in Nairobi or Dubai.
    expect(recentMonths(new Date('2026-10-31T23:30:00Z'), 1)).toEqual([{ value: '2026-10', label: 'October 2026' }]);
    expect(recentMonths(new Date('2026-11-01T00:00:00Z'), 1)).toEqual([{ value: '2026-11', label: 'November 2026' }]);
  });
});

describe('recentYears', () => {
  it('is this year and the two before', () => {
    expect(recentYears(new Date('2026-01-01T00:00:00Z')).map((y) => y.value)).toEqual(['2026', '2025', '2024']);
  });
});

describe('statementDownloadPath', () => {
  it('names the period and the format', () => {
    expect(statementDownloadPath({ period: 'month', month: '2026-11' }, 'csv')).toBe(
      '/api/statements/download?period=month&month=2026-11&format=csv',
    );
    expect(statementDownloadPath({ period: 'year', year: '2025' }, 'pdf')).toBe(
      '/api/statements/download?period=year&year=2025&format=pdf',
    );
  });
});
