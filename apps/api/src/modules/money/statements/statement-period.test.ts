import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { STATEMENT_MESSAGES, statementPeriod } from './statement-period';

const NOW = new Date('2026-11-14T10:00:00Z');

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
    return (error as AppError).message;
  }
  throw new Error('expected a refusal');
}

describe('statementPeriod', () => {
  it('reads a month as its first instant to the next month’s, in Ghana time (UTC)', () => {
    expect(statementPeriod({ period: 'month', month: '2026-02' }, NOW)).toEqual({
      label: 'February 2026',
      slug: '2026-02',
      from: new Date('2026-02-01T00:00:00Z'),
      to: new Date('2026-03-01T00:00:00Z'),
    });
  });

  it('ends December at the next new year', () => {
    const period = statementPeriod({ period: 'month', month: '2025-12' }, NOW);
    expect(period.label).toBe('December 2025');
    expect(period.to).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('reads a year as 1 January to the next 1 January', () => {
    expect(statementPeriod({ period: 'year', year: '2025' }, NOW)).toEqual({
      label: '2025',
      slug: '2025',
      from: new Date('2025-01-01T00:00:00Z'),
      to: new Date('2026-01-01T00:00:00Z'),
    });
  });

  it('allows the running month and year, and any earlier one back to 2000', () => {
    expect(statementPeriod({ period: 'month', month: '2026-11' }, NOW).slug).toBe('2026-11');
    expect(statementPeriod({ period: 'year', year: '2026' }, NOW).slug).toBe('2026');
    expect(statementPeriod({ period: 'month', month: '2000-01' }, NOW).slug).toBe('2000-01');
    // The first instant of a month already belongs to it.
    expect(statementPeriod({ period: 'month', month: '2026-12' }, new Date('2026-12-01T00:00:00Z')).slug).toBe('2026-12');
  });

  it('refuses a period that has not started', () => {
    expect(refusal(() => statementPeriod({ period: 'month', month: '2026-12' }, NOW))).toBe(STATEMENT_MESSAGES.futureMonth);
    expect(refusal(() => statementPeriod({ period: 'month', month: '2026-12' }, new Date('2026-11-30T23:59:59.999Z')))).toBe(
      STATEMENT_MESSAGES.futureMonth,
    );
    expect(refusal(() => statementPeriod({ period: 'year', year: '2027' }, NOW))).toBe(STATEMENT_MESSAGES.futureYear);
  });

  it('refuses malformed and missing values, and years before 2000', () => {
    for (const month of ['2026-13', '2026-00', '2026-1', '202611', '26-11', ' 2026-11', undefined]) {
      expect(
        refusal(() => statementPeriod({ period: 'month', month }, NOW)),
        String(month),
      ).toBe(STATEMENT_MESSAGES.month);
    }
    for (const year of ['26', '20266', 'year', undefined]) {
      expect(
        refusal(() => statementPeriod({ period: 'year', year }, NOW)),
        String(year),
      ).toBe(STATEMENT_MESSAGES.year);
    }
    expect(refusal(() => statementPeriod({ period: 'year', year: '1999' }, NOW))).toBe(STATEMENT_MESSAGES.tooEarly);
    expect(refusal(() => statementPeriod({ period: 'month', month: '1999-12' }, NOW))).toBe(STATEMENT_MESSAGES.tooEarly);
  });
});
