/**
 * Ghana's business days, for when a standard transfer out settles ("3 business days"). Ghana keeps
 * GMT all year (Africa/Accra = UTC, no daylight saving), so a calendar day here is a UTC date.
 *
 * Statutory public holidays (Public Holidays and Commemorative Days Act, 2001 (Act 601), as amended in
 * 2019 and 2025): New Year's Day (1 Jan), Constitution Day (7 Jan), Independence Day (6 Mar), Good
 * Friday, Easter Monday, May Day (1 May), Republic Day (1 Jul, restored 2025), Founders' Day (21 Sep;
 * 4 Aug until 2024), Farmers' Day (first Friday of December), Christmas Day, Boxing Day, Eid al-Fitr,
 * Shaqq Day (the day after Eid al-Fitr, from 2026) and Eid al-Adha. A holiday on a Saturday or Sunday
 * is observed on the next weekday that is not already a holiday (the Minister's yearly executive
 * instrument, e.g. Christmas 2021 on Monday 27 and Boxing Day on Tuesday 28). The Eid dates follow the
 * moon and are declared each year; so are days the President moves (the 2025 amendment lets a Tuesday
 * to Thursday holiday move to a Monday or Friday): both come from DECLARED_HOLIDAYS, kept up to date
 * from the Ministry of the Interior's announcements.
 */

/** A calendar day as YYYY-MM-DD. */
export type IsoDate = string;

/**
 * Holidays that are declared rather than fixed, by year: the two Eids (and, from 2025, Shaqq Day the
 * day after Eid al-Fitr, is added by the rule below), and days a holiday was moved to. Dates after the
 * last announcement are the expected ones (the astronomical new moon); replace them when declared.
 */
export const DECLARED_HOLIDAYS: Readonly<Record<number, { eidAlFitr?: IsoDate; eidAlAdha?: IsoDate; moved?: readonly IsoDate[] }>> = {
  2024: { eidAlFitr: '2024-04-10', eidAlAdha: '2024-06-17' },
  2025: { eidAlFitr: '2025-03-31', eidAlAdha: '2025-06-06' },
  2026: { eidAlFitr: '2026-03-20', eidAlAdha: '2026-05-27' },
  2027: { eidAlFitr: '2027-03-10', eidAlAdha: '2027-05-17' },
};

const DAY_MS = 86_400_000;

/** The days off in Ghana in a year: every statutory holiday, and the weekday a weekend one moves to. */
export function ghanaHolidays(year: number): Set<IsoDate> {
  const holidays: IsoDate[] = [
    iso(year, 1, 1),
    iso(year, 1, 7),
    iso(year, 3, 6),
    iso(year, 5, 1),
    iso(year, 12, 25),
    iso(year, 12, 26),
    year >= 2025 ? iso(year, 9, 21) : iso(year, 8, 4),
  ];
  if (year >= 2025) holidays.push(iso(year, 7, 1));
  if (year < 2025) holidays.push(iso(year, 9, 21)); // Kwame Nkrumah Memorial Day (2019–2024)
  const easter = easterSunday(year);
  holidays.push(shift(easter, -2), shift(easter, 1));
  holidays.push(firstFridayOfDecember(year));
  const declared = DECLARED_HOLIDAYS[year];
  if (declared?.eidAlFitr) {
    holidays.push(declared.eidAlFitr);
    // Shaqq Day: enacted in June 2025, after that year's Eid al-Fitr.
    if (year >= 2026) holidays.push(shift(declared.eidAlFitr, 1));
  }
  if (declared?.eidAlAdha) holidays.push(declared.eidAlAdha);

  const off = new Set<IsoDate>();
  // Weekday holidays first, so a weekend one moves past them.
  for (const day of holidays.sort()) if (!isWeekend(day)) off.add(day);
  for (const day of holidays.sort()) {
    if (!isWeekend(day)) continue;
    let observed = shift(day, 1);
    while (isWeekend(observed) || off.has(observed)) observed = shift(observed, 1);
    off.add(observed);
  }
  for (const day of declared?.moved ?? []) off.add(day);
  return off;
}

export function isBusinessDay(day: IsoDate): boolean {
  return !isWeekend(day) && !ghanaHolidays(Number(day.slice(0, 4))).has(day);
}

/**
 * The day a request made at `at` settles after `count` business days: the business days are counted
 * from the day after the request (a request on Friday evening or on a holiday counts the same), so a
 * standard transfer asked for on Monday 23 November 2026 settles on Thursday 26 November.
 */
export function addBusinessDays(at: Date, count: number): IsoDate {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a whole number of days');
  let day = toIsoDate(at);
  for (let left = count; left > 0;) {
    day = shift(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

export function toIsoDate(at: Date): IsoDate {
  return at.toISOString().slice(0, 10);
}

/** Easter Sunday (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

function firstFridayOfDecember(year: number): IsoDate {
  const weekday = new Date(Date.UTC(year, 11, 1)).getUTCDay(); // 0 = Sunday
  return iso(year, 12, 1 + ((5 - weekday + 7) % 7));
}

function isWeekend(day: IsoDate): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

function shift(day: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS));
}

function iso(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
