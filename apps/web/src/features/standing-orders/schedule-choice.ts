/**
 * The schedules the standing-order form offers, each an RFC 5545 rule the API reads, and the words
 * a rule is shown in. A rule made elsewhere (REST) that is none of these is shown as it is.
 */
export type Repeat = 'weekly' | 'monthly_day' | 'monthly_last_day' | 'monthly_first_working_day' | 'monthly_last_working_day';

export const REPEAT_OPTIONS: { value: Repeat; label: string }[] = [
  { value: 'monthly_day', label: 'Every month, on a day' },
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly_first_working_day', label: 'Every month, first working day' },
  { value: 'monthly_last_working_day', label: 'Every month, last working day' },
  { value: 'monthly_last_day', label: 'Every month, last day' },
];

const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
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

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "Every Friday", "Every month on the 1st", … or the rule itself for one the form does not make. */
export function describeRule(rule: string): string {
  const weekly = /^FREQ=WEEKLY;BYDAY=(SU|MO|TU|WE|TH|FR|SA)$/.exec(rule);
  if (weekly) return `Every ${WEEKDAY_NAMES[DAYS.indexOf(weekly[1] as (typeof DAYS)[number])]}`;
  const monthDay = /^FREQ=MONTHLY;BYMONTHDAY=(\d{1,2})$/.exec(rule);
  if (monthDay) return `Every month on the ${ordinal(Number(monthDay[1]))}`;
  if (rule === 'FREQ=MONTHLY;BYMONTHDAY=-1') return 'Every month on its last day';
  if (rule === `FREQ=MONTHLY;${WORKING_WEEK};BYSETPOS=1`) return 'Every month on its first working day';
  if (rule === `FREQ=MONTHLY;${WORKING_WEEK};BYSETPOS=-1`) return 'Every month on its last working day';
  return `On the schedule ${rule}`;
}

/** "Fri 4 Dec" for an ISO day (Ghana keeps UTC). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** How a person is named in the form: an e-mail, a phone number, or a username (with or without @). */
export function recipientFields(text: string): { recipientEmail?: string; recipientPhone?: string; recipientUsername?: string } {
  const value = text.trim();
  if (value.includes('@') && !value.startsWith('@')) return { recipientEmail: value };
  if (/^\+?[\d\s-]{9,}$/.test(value)) return { recipientPhone: value.replace(/[\s-]/g, '') };
  return { recipientUsername: value.replace(/^@/, '') };
}
