/** How each spending category reads on screen (the API names them in snake_case). */
export const CATEGORY_LABELS = {
  food: 'Food',
  transport: 'Transport',
  rent_and_utilities: 'Rent and utilities',
  airtime_and_data: 'Airtime and data',
  family_and_friends: 'Family and friends',
  shopping: 'Shopping',
  fees: 'Fees',
  other: 'Other',
} as const;

export type CategoryKey = keyof typeof CATEGORY_LABELS;

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" → "Nov 2026" (a month the API names in Accra time). */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTHS[Number(index) - 1]} ${year}`;
}

/** Cedis for a chart's bar height only: a display value, never used for arithmetic on money. */
export function chartValue(cedis: string): number {
  return Number(cedis);
}
