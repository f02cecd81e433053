import { t } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { formatLocalDate } from '../../lib/locale-date';
/** English month names as the spec writes them; another language's come from Intl. */
/* eslint-disable lingui/no-unlocalized-strings */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
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
];
/* eslint-enable lingui/no-unlocalized-strings */

/** "3:45 pm" in the device's time zone. */
function formatClockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The spec's date display: month abbreviation, day, hour:minute am/pm ("Nov 22, 3:45 pm"). */
export function formatTransactionDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (i18n.locale !== 'en') {
    return formatLocalDate(date, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, 'en');
  }
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${formatClockTime(date)}`;
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** A history day heading: Today, Yesterday, or the long date ("November 22, 2025"). */
export function dayHeading(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return t`Today`;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return t`Yesterday`;
  if (i18n.locale !== 'en') {
    return formatLocalDate(date, { month: 'long', day: 'numeric', year: 'numeric' }, 'en');
  }
  return `${LONG_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

export interface DayGroup<T> {
  key: string;
  heading: string;
  items: T[];
}

/** Items grouped by local calendar day, newest day first and newest item first within a day. */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], now: Date): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const date = new Date(item.createdAt);
    const key = dayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, heading: dayHeading(date, now), items: [item] });
  }
  return groups;
}
