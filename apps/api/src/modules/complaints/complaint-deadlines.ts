import { addBusinessDays, isBusinessDay, toIsoDate, type IsoDate } from '@ghanapay/money';

/** Act 987 and the Bank of Ghana's complaints directive, in Ghana working days from the day after filing. */
const ACKNOWLEDGE_WITHIN_DAYS = 3;
const RESOLVE_WITHIN_DAYS = 5;
/** The one extension a complaint may have, counted from the first resolve-by date. */
const EXTENSION_DAYS = 15;

export interface ComplaintDeadlines {
  acknowledgeBy: IsoDate;
  resolveBy: IsoDate;
}

export function complaintDeadlines(filedAt: Date): ComplaintDeadlines {
  return { acknowledgeBy: addBusinessDays(filedAt, ACKNOWLEDGE_WITHIN_DAYS), resolveBy: addBusinessDays(filedAt, RESOLVE_WITHIN_DAYS) };
}

/** The resolve-by date after the one extension: 15 more working days after the first one. */
export function extendedResolveBy(resolveBy: IsoDate): IsoDate {
  return addBusinessDays(new Date(`${resolveBy}T00:00:00Z`), EXTENSION_DAYS);
}

/**
 * Working days from `today` to `deadline`: 0 on the deadline itself (still in time), a negative count
 * of the working days since once it has passed (a weekend after a Friday deadline is -0 working days,
 * so it counts at least -1 from the day after).
 */
export function workingDaysLeft(today: IsoDate, deadline: IsoDate): number {
  if (today === deadline) return 0;
  const forward = today < deadline;
  const [from, to] = forward ? [today, deadline] : [deadline, today];
  let days = 0;
  for (let day = nextDay(from); day <= to; day = nextDay(day)) if (isBusinessDay(day)) days++;
  return forward ? days : -Math.max(1, days);
}

/** Past its last deadline while still open: what the staff queue shows in red and the metrics count. */
export function isBreached(today: IsoDate, lastDeadline: IsoDate, open: boolean): boolean {
  return open && today > lastDeadline;
}

export function ghanaToday(now: Date): IsoDate {
  // Ghana keeps GMT all year: a UTC date is a Ghana date.
  return toIsoDate(now);
}

function nextDay(day: IsoDate): IsoDate {
  return toIsoDate(new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000));
}
