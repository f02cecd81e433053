import { intlLocale } from '../../lib/intl-locale';
const DATE_TIME = new Intl.DateTimeFormat(intlLocale('en-GH'), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Accra' });

/** "27 Nov 2026, 09:30" in Ghana time, whoever's phone shows it. */
export function formatReceiptTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
