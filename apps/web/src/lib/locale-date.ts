import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from './i18n';
import { intlLocale } from './intl-locale';

const MONTHS: readonly MessageDescriptor[] = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg`May`,
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
];

/** Sunday … Saturday, as `getUTCDay` counts them. */
const WEEKDAYS: readonly MessageDescriptor[] = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

const named = new Map<string, boolean>();

/**
 * Whether the browser's Intl names this locale's months and weekdays (Chromium has no Ewe, so writes
 * English, and writes Hausa's months "M11").
 */
function namesDates(locale: string): boolean {
  let known = named.get(locale);
  if (known === undefined) {
    known =
      Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 &&
      !/^M\d+$/.test(new Intl.DateTimeFormat(locale, { month: 'short' }).format(new Date(Date.UTC(2026, 10, 15))));
    named.set(locale, known);
  }
  return known;
}

/**
 * A date in the language shown, as `Intl.DateTimeFormat(intlLocale(english), options)` writes it; where
 * the browser has no month names for the language, the month's and the weekday's names come from the
 * catalog (whole, as the catalog has them), so an Ewe or Hausa screen never shows "Fri", "Nov" or "M11".
 * English is exactly Intl's, in the screen's own locale.
 */
export function formatLocalDate(date: Date, options: Intl.DateTimeFormatOptions, english: string): string {
  const locale = intlLocale(english);
  const format = new Intl.DateTimeFormat(locale, options);
  if (i18n.locale === 'en' || namesDates(locale)) return format.format(date);
  // The calendar day in the time zone asked for, as numbers (which every locale has).
  const day = Object.fromEntries(
    new Intl.DateTimeFormat('en', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: options.timeZone })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day', number>;
  const month = day.month - 1;
  const weekday = new Date(Date.UTC(day.year, month, day.day)).getUTCDay();
  return format
    .formatToParts(date)
    .map((part) => {
      if (part.type === 'month' && /\D/.test(part.value)) return t(MONTHS[month]!);
      if (part.type === 'weekday') return t(WEEKDAYS[weekday]!);
      return part.value;
    })
    .join('');
}
