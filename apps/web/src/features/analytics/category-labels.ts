import { msg, t } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { formatLocalDate } from '../../lib/locale-date';
/** How each spending category reads on screen (the API names them in snake_case). */
const CATEGORY_LABELS = {
  food: msg`Food`,
  transport: msg`Transport`,
  rent_and_utilities: msg`Rent and utilities`,
  airtime_and_data: msg`Airtime and data`,
  family_and_friends: msg`Family and friends`,
  shopping: msg`Shopping`,
  fees: msg`Fees`,
  other: msg`Other`,
};

export type CategoryKey = keyof typeof CATEGORY_LABELS;

export const CATEGORY_KEYS = Object.keys(CATEGORY_LABELS) as CategoryKey[];

/** The category's name in the language shown. */
export const categoryLabel = (key: CategoryKey): string => t(CATEGORY_LABELS[key]);

/** One colour per category, from Mantine's palette, the same in the chart and its legend. */
export const CATEGORY_COLORS: Record<CategoryKey, string> = {
  food: 'orange.6',
  transport: 'blue.6',
  rent_and_utilities: 'grape.6',
  airtime_and_data: 'cyan.6',
  family_and_friends: 'pink.6',
  shopping: 'teal.6',
  fees: 'gray.6',
  other: 'yellow.6',
};

// English as the spec writes it; another language's month names come from Intl (monthLabel).
// eslint-disable-next-line lingui/no-unlocalized-strings
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" → "Nov 2026" (a month the API names in Accra time); another language's month names from Intl. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-');
  if (i18n.locale !== 'en') {
    const first = new Date(Date.UTC(Number(year), Number(index) - 1, 1));
    return formatLocalDate(first, { month: 'short', year: 'numeric', timeZone: 'UTC' }, 'en-GB');
  }
  return `${MONTHS[Number(index) - 1]} ${year}`;
}

/** Cedis for a chart's bar height only: a display value, never used for arithmetic on money. */
export function chartValue(cedis: string): number {
  return Number(cedis);
}
