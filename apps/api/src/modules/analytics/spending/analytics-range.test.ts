import { describe, expect, it } from 'vitest';
import { analyticsRange } from './analytics-range';

describe('analyticsRange', () => {
  const now = new Date('2026-12-02T10:00:00Z');

  it('covers the last N Accra days, today included, and every month they touch', () => {
    expect(analyticsRange(7, now)).toMatchObject({
      from: new Date('2026-11-26T00:00:00Z'),
      to: now,
      months: ['2026-11', '2026-12'],
      label: 'Last 7 days',
    });
    expect(analyticsRange(30, now).from).toEqual(new Date('2026-11-03T00:00:00Z'));
    expect(analyticsRange(90, now)).toMatchObject({
      from: new Date('2026-09-04T00:00:00Z'),
      months: ['2026-09', '2026-10', '2026-11', '2026-12'],
    });
    const year = analyticsRange(365, now);
    expect(year.from).toEqual(new Date('2025-12-03T00:00:00Z'));
    expect(year.months).toHaveLength(13);
    expect(year.months[0]).toBe('2025-12');
    expect(year.label).toBe('Last year');
  });

  it('one month when the range sits inside it', () => {
    expect(analyticsRange(7, new Date('2026-11-24T23:59:59Z')).months).toEqual(['2026-11']);
  });
});
