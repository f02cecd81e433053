import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrences, parseRecurrence, RecurrenceError } from './recurrence';

function first(rule: string, start: string, count: number): string[] {
  const out: string[] = [];
  for (const day of occurrences(parseRecurrence(rule), start)) {
    out.push(day);
    if (out.length === count) break;
  }
  return out;
}

describe('schedules as RFC 5545 rules', () => {
  it('weekly on Friday, from a Wednesday start', () => {
    expect(first('FREQ=WEEKLY;BYDAY=FR', '2026-11-25', 3)).toEqual(['2026-11-27', '2026-12-04', '2026-12-11']);
  });

  it('weekly with no day named repeats the start’s weekday; every 2 weeks on Monday and Thursday', () => {
    expect(first('RRULE:FREQ=WEEKLY', '2026-11-26', 2)).toEqual(['2026-11-26', '2026-12-03']);
    expect(first('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', '2026-11-23', 4)).toEqual(['2026-11-23', '2026-11-26', '2026-12-07', '2026-12-10']);
  });

  it('monthly on the 1st, and on the last day of each month (February in a leap year)', () => {
    expect(first('FREQ=MONTHLY;BYMONTHDAY=1', '2026-11-15', 3)).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
    expect(first('FREQ=MONTHLY;BYMONTHDAY=-1', '2028-01-10', 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  it('the 31st is skipped in months without one, as RFC 5545 says', () => {
    expect(first('FREQ=MONTHLY;BYMONTHDAY=31', '2027-01-01', 3)).toEqual(['2027-01-31', '2027-03-31', '2027-05-31']);
  });

  it('monthly on the last working day, and on the first: Ghana’s public holidays are not working days', () => {
    const last = 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1';
    // July 2026 ends on a Friday, August on a Monday, December on Thursday the 31st.
    expect(first(last, '2026-07-01', 2)).toEqual(['2026-07-31', '2026-08-31']);
    expect(first(last, '2026-12-01', 1)).toEqual(['2026-12-31']);
    const firstWorkingDay = 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1';
    // Republic Day, Wednesday 1 July 2026: the first working day of July is Thursday the 2nd.
    expect(first(firstWorkingDay, '2026-07-01', 1)).toEqual(['2026-07-02']);
    // New Year's Day 2027 is a Friday: the first working day is Monday the 4th.
    expect(first(firstWorkingDay, '2027-01-01', 1)).toEqual(['2027-01-04']);
  });

  it('a weekday named on its own is kept on a holiday (the wallet works on holidays)', () => {
    // Farmers' Day, the first Friday of December: 4 December 2026.
    expect(first('FREQ=MONTHLY;BYDAY=1FR', '2026-12-01', 1)).toEqual(['2026-12-04']);
    expect(first('FREQ=WEEKLY;BYDAY=FR', '2026-12-01', 1)).toEqual(['2026-12-04']);
  });

  it('the first Friday and the last Monday of the month', () => {
    expect(first('FREQ=MONTHLY;BYDAY=1FR', '2026-11-01', 2)).toEqual(['2026-11-06', '2026-12-04']);
    expect(first('FREQ=MONTHLY;BYDAY=-1MO', '2026-11-01', 2)).toEqual(['2026-11-30', '2026-12-28']);
  });

  it('the next run: on or after a day, never before the start, none past the end', () => {
    const rule = parseRecurrence('FREQ=MONTHLY;BYMONTHDAY=1');
    expect(nextOccurrence(rule, { start: '2026-12-01' }, '2026-11-27')).toBe('2026-12-01');
    expect(nextOccurrence(rule, { start: '2026-12-01' }, '2026-12-02')).toBe('2027-01-01');
    expect(nextOccurrence(rule, { start: '2026-12-01', end: '2026-12-31' }, '2026-12-02')).toBeNull();
    expect(nextOccurrence(rule, { start: '2026-12-01', end: '2027-01-01' }, '2026-12-02')).toBe('2027-01-01');
  });

  it('daily every 3 days', () => {
    expect(first('FREQ=DAILY;INTERVAL=3', '2026-12-30', 3)).toEqual(['2026-12-30', '2027-01-02', '2027-01-05']);
  });

  it.each([
    ['', 'The schedule is empty'],
    ['FREQ=YEARLY', 'FREQ must be DAILY, WEEKLY or MONTHLY'],
    ['FREQ=MONTHLY;COUNT=3;BYMONTHDAY=1', 'Give the end as the schedule’s end date, not COUNT or UNTIL'],
    ['FREQ=MONTHLY', 'A monthly rule needs BYMONTHDAY or BYDAY'],
    ['FREQ=MONTHLY;BYMONTHDAY=0', 'BYMONTHDAY "0" must be a number from 1 to 31 or -1 to -31'],
    ['FREQ=MONTHLY;BYMONTHDAY=32', 'BYMONTHDAY "32" must be a number from 1 to 31 or -1 to -31'],
    ['FREQ=WEEKLY;BYDAY=XX', 'BYDAY "XX" is not a day such as FR or 1FR'],
    ['FREQ=WEEKLY;BYDAY=1FR', 'A weekly rule’s days have no number (FR, not 1FR)'],
    ['FREQ=MONTHLY;BYSETPOS=1;BYMONTHDAY=1', 'BYSETPOS chooses among BYDAY’s days'],
    ['FREQ=WEEKLY;INTERVAL=0', 'INTERVAL must be from 1 to 99'],
    ['FREQ=WEEKLY;BYHOUR=8', 'BYHOUR is not supported'],
    ['FREQ=WEEKLY;FREQ=DAILY', 'FREQ is given twice'],
    ['FREQ', '"FREQ" is not NAME=VALUE'],
  ])('refuses %j: %s', (rule, message) => {
    expect(() => parseRecurrence(rule)).toThrow(new RecurrenceError(message));
  });

  it('a start that is not a date is refused', () => {
    expect(() => first('FREQ=DAILY', '2026-02-30', 1)).toThrow(RecurrenceError);
  });
});
