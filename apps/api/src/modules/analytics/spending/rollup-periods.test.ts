import { describe, expect, it } from 'vitest';
import { analyticsRange } from './analytics-range';
import { contiguousRuns, splitRange } from './rollup-periods';

describe('splitRange', () => {
  const now = new Date('2026-12-02T10:00:00Z');

  it('a year: the first month’s tail by day, whole months, the current month’s closed days, today live', () => {
    const { periods, liveFrom } = splitRange(analyticsRange(365, now).from, now);
    expect(liveFrom).toEqual(new Date('2026-12-02T00:00:00Z'));
    expect(periods[0]).toEqual({ start: '2025-12-03', end: '2025-12-04' });
    expect(periods.filter((p) => p.start.startsWith('2025-12'))).toHaveLength(29);
    expect(periods.filter((p) => p.end.endsWith('-01') && p.start.endsWith('-01') && p.start !== '2026-12-01')).toHaveLength(11);
    expect(periods.at(-2)).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(periods.at(-1)).toEqual({ start: '2026-12-01', end: '2026-12-02' });
    // Every day of the range before today, once.
    expect(periods.map((p) => `${p.start}..${p.end}`).join(' ')).not.toMatch(/(\d{4}-\d{2}-\d{2})\.\.\1/);
    for (let i = 1; i < periods.length; i++) expect(periods[i]!.start).toBe(periods[i - 1]!.end);
  });

  it('a month that starts on the 1st and closed is one period', () => {
    const { periods } = splitRange(new Date('2026-11-01T00:00:00Z'), now);
    expect(periods).toEqual([
      { start: '2026-11-01', end: '2026-12-01' },
      { start: '2026-12-01', end: '2026-12-02' },
    ]);
  });

  it('just after midnight yesterday is still read live; 7 days on the 1st are all days', () => {
    const early = new Date('2026-12-01T00:05:00Z');
    const { periods, liveFrom } = splitRange(analyticsRange(7, early).from, early);
    expect(liveFrom).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(periods).toHaveLength(5);
    expect(periods.at(-1)).toEqual({ start: '2026-11-29', end: '2026-11-30' });
  });

  it('nothing closed: all live', () => {
    const from = new Date('2026-12-02T00:00:00Z');
    expect(splitRange(from, now)).toEqual({ periods: [], liveFrom: from });
  });
});

describe('contiguousRuns', () => {
  it('merges periods that follow one another', () => {
    expect(
      contiguousRuns([
        { start: '2026-11-01', end: '2026-12-01' },
        { start: '2026-10-30', end: '2026-10-31' },
        { start: '2026-10-31', end: '2026-11-01' },
        { start: '2026-12-05', end: '2026-12-06' },
      ]),
    ).toEqual([
      { start: '2026-10-30', end: '2026-12-01' },
      { start: '2026-12-05', end: '2026-12-06' },
    ]);
  });
});
