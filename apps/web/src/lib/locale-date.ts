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

const named = new Map<string, boolean>();

/** Whether the browser's Intl names this locale's months (Chromium has no Ewe, and writes Hausa's "M11"). */
function namesMonths(locale: string): boolean {
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
 * the browser has no month names for the language, the month's name comes from the catalog, so an
 * Ewe or Hausa screen never shows "Nov" or "M11". English is exactly Intl's, in the screen's own locale.
 */
export function formatLocalDate(date: Date, options: Intl.DateTimeFormatOptions, english: string): string {
  const locale = intlLocale(english);
  const format = new Intl.DateTimeFormat(locale, options);
  if (i18n.locale === 'en' || namesMonths(locale)) return format.format(date);
  const month = Number(new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: options.timeZone }).format(date)) - 1;
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'month' && /\D/.test(part.value) ? t(MONTHS[month]!) : part.value))
    .join('');
}
