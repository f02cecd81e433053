import { AppError } from '../../../errors';

const EARLIEST_YEAR = 2000;

/** The messages of a statement request (the REST query and the download share them). */
export const STATEMENT_MESSAGES = {
  period: 'Period must be "month" or "year"',
  month: 'Month must be written YYYY-MM, e.g. 2026-11',
  year: 'Year must be written YYYY, e.g. 2026',
  tooEarly: `Statements start in ${EARLIEST_YEAR}`,
  futureMonth: 'That month has not started yet: choose this month or an earlier one',
  futureYear: 'That year has not started yet: choose this year or an earlier one',
  format: 'Format must be "csv" or "pdf"',
} as const;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const YEAR_PATTERN = /^\d{4}$/;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface StatementPeriodRequest {
  period: 'month' | 'year';
  month?: string | undefined;
  year?: string | undefined;
}

/** A calendar month or year in Ghana time, which is UTC all year (no daylight saving). */
export interface StatementPeriod {
  /** "November 2026", "2026". */
  label: string;
  /** "2026-11", "2026": what the file name carries. */
  slug: string;
  /** The first instant of the period. */
  from: Date;
  /** The first instant after it. */
  to: Date;
}

/**
 * The period a request names, checked against today: a period that has not started is refused (a
 * statement of the future would be empty and look like a mistake); the current one runs up to now.
 */
export function statementPeriod(request: StatementPeriodRequest, now: Date): StatementPeriod {
  if (request.period === 'month') {
    if (request.month === undefined || !MONTH_PATTERN.test(request.month)) invalid(STATEMENT_MESSAGES.month);
    const year = Number(request.month.slice(0, 4));
    const monthIndex = Number(request.month.slice(5, 7)) - 1;
    if (year < EARLIEST_YEAR) invalid(STATEMENT_MESSAGES.tooEarly);
    const from = new Date(Date.UTC(year, monthIndex, 1));
    if (from.getTime() > now.getTime()) invalid(STATEMENT_MESSAGES.futureMonth);
    return { label: `${MONTH_NAMES[monthIndex]} ${year}`, slug: request.month, from, to: new Date(Date.UTC(year, monthIndex + 1, 1)) };
  }
  if (request.year === undefined || !YEAR_PATTERN.test(request.year)) invalid(STATEMENT_MESSAGES.year);
  const year = Number(request.year);
  if (year < EARLIEST_YEAR) invalid(STATEMENT_MESSAGES.tooEarly);
  const from = new Date(Date.UTC(year, 0, 1));
  if (from.getTime() > now.getTime()) invalid(STATEMENT_MESSAGES.futureYear);
  return { label: request.year, slug: request.year, from, to: new Date(Date.UTC(year + 1, 0, 1)) };
}

function invalid(message: string): never {
  throw new AppError('VALIDATION_FAILED', message);
}
