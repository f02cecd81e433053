import { formatLocalDate } from '../../lib/locale-date';

/** "27 Nov 2026, 09:30" in Ghana time, whoever's phone shows it. */
export function formatReceiptTime(iso: string): string {
  return formatLocalDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Accra' }, 'en-GH');
}
