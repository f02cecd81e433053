import { isBusinessDay, type IsoDate } from './business-days';

/**
 * Schedules as RFC 5545 recurrence rules (the RRULE value), the subset a standing order needs:
 * `FREQ=DAILY|WEEKLY|MONTHLY`, `INTERVAL`, `BYDAY` (weekly: the days; monthly: `1FR`, `-1MO`, or
 * days chosen by `BYSETPOS`), `BYMONTHDAY` (1…31 or −1…−31 from the month's end) and `BYSETPOS`.
 * The schedule's start and end are given beside the rule, so `COUNT` and `UNTIL` are refused (one way
 * to say when it ends). As RFC 5545 says, a day a month does not have (the 31st in April) is skipped,
 * not moved: "monthly on the last day" is `BYMONTHDAY=-1`.
 *
 * One reading of ours, said here and in docs/decisions.md: the weekday set `BYDAY=MO,TU,WE,TH,FR`
 * in a monthly rule means Ghana's working days, public holidays left out, so "monthly on the last
 * working day" is `FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1` and falls before a holiday.
 *
 * Days are ISO dates in Ghana, which keeps UTC all year.
 */
export interface Recurrence {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  interval: number;
  /** Weekdays 0 (Sunday) … 6, each with an ordinal in the month (monthly `1FR`) or none. */
  byDay: { weekday: number; ordinal: number | null }[];
  byMonthDay: number[];
  bySetPos: number[];
}

export class RecurrenceError extends Error {}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const DAY_MS = 86_400_000;
/** How far ahead a rule is searched (a rule with no day in 10 years has none). */
const MAX_PERIODS = 1_000;

/** Reads an RRULE value (with or without the `RRULE:` prefix); a rule it cannot honour is a RecurrenceError that says why. */
export function parseRecurrence(text: string): Recurrence {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (!body) throw new RecurrenceError('The schedule is empty');
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    const [name, value, ...rest] = part.split('=');
    if (!name || value === undefined || rest.length > 0 || value === '') throw new RecurrenceError(`"${part}" is not NAME=VALUE`);
    const key = name.toUpperCase();
    if (parts.has(key)) throw new RecurrenceError(`${key} is given twice`);
    parts.set(key, value.toUpperCase());
  }
  for (const key of parts.keys()) {
    if (key === 'COUNT' || key === 'UNTIL') throw new RecurrenceError('Give the end as the schedule’s end date, not COUNT or UNTIL');
    if (!['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYSETPOS', 'WKST'].includes(key))
      throw new RecurrenceError(`${key} is not supported`);
  }
  const freq = parts.get('FREQ');
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY') throw new RecurrenceError('FREQ must be DAILY, WEEKLY or MONTHLY');
  if (parts.has('WKST') && parts.get('WKST') !== 'MO') throw new RecurrenceError('Weeks start on Monday (WKST=MO)');
  const interval = parts.has('INTERVAL') ? wholeNumber(parts.get('INTERVAL')!, 'INTERVAL', 1, 99) : 1;
  const byDay = parts.has('BYDAY') ? parts.get('BYDAY')!.split(',').map(readDay) : [];
  const byMonthDay = parts.has('BYMONTHDAY')
    ? parts
        .get('BYMONTHDAY')!
        .split(',')
        .map((v) => signedNumber(v, 'BYMONTHDAY', 31))
    : [];
  const bySetPos = parts.has('BYSETPOS')
    ? parts
        .get('BYSETPOS')!
        .split(',')
        .map((v) => signedNumber(v, 'BYSETPOS', 31))
    : [];
  if (freq === 'DAILY' && (byDay.length || byMonthDay.length || bySetPos.length))
    throw new RecurrenceError('A daily rule takes only INTERVAL');
  if (freq === 'WEEKLY' && (byMonthDay.length || bySetPos.length))
    throw new RecurrenceError('A weekly rule takes BYDAY, not BYMONTHDAY or BYSETPOS');
  if (freq === 'WEEKLY' && byDay.some((d) => d.ordinal !== null))
    throw new RecurrenceError('A weekly rule’s days have no number (FR, not 1FR)');
  if (freq === 'MONTHLY') {
    if (byDay.length && byMonthDay.length) throw new RecurrenceError('A monthly rule takes BYDAY or BYMONTHDAY, not both');
    if (bySetPos.length && !byDay.length) throw new RecurrenceError('BYSETPOS chooses among BYDAY’s days');
    if (bySetPos.length && byDay.some((d) => d.ordinal !== null)) throw new RecurrenceError('Use 1FR or BYSETPOS, not both');
    if (!byDay.length && !byMonthDay.length) throw new RecurrenceError('A monthly rule needs BYMONTHDAY or BYDAY');
  }
  return { freq, interval, byDay, byMonthDay, bySetPos };
}

/** The first day of the schedule on or after `from` (and on or after its start); null past its end. */
export function nextOccurrence(rule: Recurrence, schedule: { start: IsoDate; end?: IsoDate | null }, from: IsoDate): IsoDate | null {
  const floor = from > schedule.start ? from : schedule.start;
  for (const day of occurrences(rule, schedule.start)) {
    if (schedule.end && day > schedule.end) return null;
    if (day >= floor) return day;
  }
  return null;
}

/** Every day of the schedule in order, from its start (a generator: the caller stops). */
export function* occurrences(rule: Recurrence, start: IsoDate): Generator<IsoDate> {
  const startMs = toMs(start);
  if (rule.freq === 'DAILY') {
    for (let k = 0; k < MAX_PERIODS * 30; k++) yield fromMs(startMs + k * rule.interval * DAY_MS);
    return;
  }
  if (rule.freq === 'WEEKLY') {
    const weekdays = rule.byDay.length ? rule.byDay.map((d) => d.weekday) : [new Date(startMs).getUTCDay()];
    const monday = startMs - ((new Date(startMs).getUTCDay() + 6) % 7) * DAY_MS;
    for (let k = 0; k < MAX_PERIODS; k++) {
      const weekStart = monday + k * rule.interval * 7 * DAY_MS;
      const days = weekdays.map((w) => weekStart + ((w + 6) % 7) * DAY_MS).sort((a, b) => a - b);
      for (const ms of days) if (ms >= startMs) yield fromMs(ms);
    }
    return;
  }
  const first = new Date(startMs);
  for (let k = 0; k < MAX_PERIODS; k++) {
    const month = first.getUTCMonth() + k * rule.interval;
    const year = first.getUTCFullYear() + Math.floor(month / 12);
    for (const day of monthDays(rule, year, month % 12)) if (day >= start) yield day;
  }
}

/** The days a monthly rule picks in one month, in order. */
function monthDays(rule: Recurrence, year: number, month: number): IsoDate[] {
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const all = Array.from({ length }, (_, i) => Date.UTC(year, month, i + 1));
  if (rule.byMonthDay.length) {
    const picked = new Set<number>();
    for (const n of rule.byMonthDay) {
      const index = n > 0 ? n - 1 : length + n;
      if (index >= 0 && index < length) picked.add(all[index]!);
    }
    return [...picked].sort((a, b) => a - b).map(fromMs);
  }
  const workingDays = isWorkingWeek(rule.byDay);
  let days: number[] = [];
  for (const { weekday, ordinal } of rule.byDay) {
    const matching = all.filter((ms) => new Date(ms).getUTCDay() === weekday);
    if (ordinal === null) days.push(...matching);
    else {
      const day = ordinal > 0 ? matching[ordinal - 1] : matching[matching.length + ordinal];
      if (day !== undefined) days.push(day);
    }
  }
  days = [...new Set(days)].sort((a, b) => a - b);
  if (workingDays) days = days.filter((ms) => isBusinessDay(fromMs(ms)));
  if (!rule.bySetPos.length) return days.map(fromMs);
  const chosen = new Set<number>();
  for (const pos of rule.bySetPos) {
    const day = pos > 0 ? days[pos - 1] : days[days.length + pos];
    if (day !== undefined) chosen.add(day);
  }
  return [...chosen].sort((a, b) => a - b).map(fromMs);
}

/** BYDAY=MO,TU,WE,TH,FR without ordinals: Ghana's working days (holidays left out). */
function isWorkingWeek(days: Recurrence['byDay']): boolean {
  return days.length === 5 && days.every((d) => d.ordinal === null) && [1, 2, 3, 4, 5].every((w) => days.some((d) => d.weekday === w));
}

function readDay(value: string): { weekday: number; ordinal: number | null } {
  const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(value);
  if (!match) throw new RecurrenceError(`BYDAY "${value}" is not a day such as FR or 1FR`);
  const weekday = WEEKDAYS.indexOf(match[2] as (typeof WEEKDAYS)[number]);
  if (match[1] === undefined) return { weekday, ordinal: null };
  const ordinal = Number(match[1]);
  if (ordinal === 0 || Math.abs(ordinal) > 5) throw new RecurrenceError(`BYDAY "${value}": a month has at most 5 of a weekday`);
  return { weekday, ordinal };
}

function wholeNumber(value: string, name: string, min: number, max: number): number {
  if (!/^\d+$/.test(value)) throw new RecurrenceError(`${name} must be a whole number`);
  const n = Number(value);
  if (n < min || n > max) throw new RecurrenceError(`${name} must be from ${min} to ${max}`);
  return n;
}

function signedNumber(value: string, name: string, max: number): number {
  if (!/^[+-]?\d{1,2}$/.test(value)) throw new RecurrenceError(`${name} "${value}" must be a number from 1 to ${max} or -1 to -${max}`);
  const n = Number(value);
  if (n === 0 || Math.abs(n) > max) throw new RecurrenceError(`${name} "${value}" must be a number from 1 to ${max} or -1 to -${max}`);
  return n;
}

function toMs(day: IsoDate): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RecurrenceError(`"${day}" is not a date (YYYY-MM-DD)`);
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || fromMs(ms) !== day) throw new RecurrenceError(`"${day}" is not a date (YYYY-MM-DD)`);
  return ms;
}

function fromMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}
