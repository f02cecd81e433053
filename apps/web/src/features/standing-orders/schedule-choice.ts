import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { formatLocalDate } from '../../lib/locale-date';
/**
 * The schedules the standing-order form offers, each an RFC 5545 rule the API reads, and the words
 * a rule is shown in. A rule made elsewhere (REST) that is none of these is shown as it is.
 */
export type Repeat = 'weekly' | 'monthly_day' | 'monthly_last_day' | 'monthly_first_working_day' | 'monthly_last_working_day';

const REPEAT_OPTIONS: { value: Repeat; label: MessageDescriptor }[] = [
  { value: 'monthly_day', label: msg`Every month, on a day` },
  { value: 'weekly', label: msg`Every week` },
  { value: 'monthly_first_working_day', label: msg`Every month, first working day` },
  { value: 'monthly_last_working_day', label: msg`Every month, last working day` },
  { value: 'monthly_last_day', label: msg`Every month, last day` },
];

/** The form's schedule choices, in the language shown. */
export const repeatOptions = () => REPEAT_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }));

const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const WEEKDAY_NAMES = [msg`Sunday`, msg`Monday`, msg`Tuesday`, msg`Wednesday`, msg`Thursday`, msg`Friday`, msg`Saturday`];
const EVERY_WEEKDAY = [
  msg`Every Sunday`,
  msg`Every Monday`,
  msg`Every Tuesday`,
  msg`Every Wednesday`,
  msg`Every Thursday`,
  msg`Every Friday`,
  msg`Every Saturday`,
];

/** The weekday choices (0 Sunday … 6), in the language shown. */
export const weekdayOptions = () => WEEKDAY_NAMES.map((name, i) => ({ value: String(i), label: t(name) }));

/** The day-of-month choices ("the 1st" … "the 28th"), in the language shown. */
export const monthDayOptions = () =>
  Array.from({ length: 28 }, (_, i) => {
    const day = ordinal(i + 1);
    return { value: String(i + 1), label: t`the ${day}` };
  });
const WORKING_WEEK = 'BYDAY=MO,TU,WE,TH,FR';

/** The rule for a choice: `weekday` 0 (Sunday) … 6, `monthDay` 1 … 28. */
export function ruleFor(repeat: Repeat, options: { weekday: number; monthDay: number }): string {
  switch (repeat) {
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${DAYS[options.weekday]}`;
    case 'monthly_day':
      return `FREQ=MONTHLY;BYMONTHDAY=${options.monthDay}`;
    case 'monthly_last_day':
      return 'FREQ=MONTHLY;BYMONTHDAY=-1';
    case 'monthly_first_working_day':
      return `FREQ=MONTHLY;${WORKING_WEEK};BYSETPOS=1`;
    case 'monthly_last_working_day':
      return `FREQ=MONTHLY;${WORKING_WEEK};BYSETPOS=-1`;
  }
}

/** "1st", "22nd" in English; another language writes the bare number in its own sentence. */
export function ordinal(n: number): string {
  if (i18n.locale !== 'en') return String(n);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "Every Friday", "Every month on the 1st", … or the rule itself for one the form does not make. */
export function describeRule(rule: string): string {
  const weekly = /^FREQ=WEEKLY;BYDAY=(SU|MO|TU|WE|TH|FR|SA)$/.exec(rule);
  if (weekly) return t(EVERY_WEEKDAY[DAYS.indexOf(weekly[1] as (typeof DAYS)[number])]!);
  const monthDay = /^FREQ=MONTHLY;BYMONTHDAY=(\d{1,2})$/.exec(rule);
  if (monthDay) {
    const day = ordinal(Number(monthDay[1]));
    return t`Every month on the ${day}`;
  }
  if (rule === 'FREQ=MONTHLY;BYMONTHDAY=-1') return t`Every month on its last day`;
  if (rule === `FREQ=MONTHLY;${WORKING_WEEK};BYSETPOS=1`) return t`Every month on its first working day`;
  if (rule === `FREQ=MONTHLY;${WORKING_WEEK};BYSETPOS=-1`) return t`Every month on its last working day`;
  return t`On the schedule ${rule}`;
}

/** "Fri 4 Dec" for an ISO day (Ghana keeps UTC). */
export function shortDay(day: string): string {
  return formatLocalDate(new Date(`${day}T00:00:00Z`), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, 'en-GB');
}

/** How a person is named in the form: an e-mail, a phone number, or a username (with or without @). */
export function recipientFields(text: string): { recipientEmail?: string; recipientPhone?: string; recipientUsername?: string } {
  const value = text.trim();
  if (value.includes('@') && !value.startsWith('@')) return { recipientEmail: value };
  if (/^\+?[\d\s-]{9,}$/.test(value)) return { recipientPhone: value.replace(/[\s-]/g, '') };
  return { recipientUsername: value.replace(/^@/, '') };
}
