import { formatCedis, type Pesewas } from '@ghanapay/money';

/**
 * Amounts on a statement: "GHS 1,234.50". Spelt out rather than "₵" because the PDF's standard
 * Helvetica has no cedi sign, and one spelling in every format reads as one document.
 */
export function formatGhs(pesewas: Pesewas, options: { signed?: boolean } = {}): string {
  return formatCedis(pesewas, options).replace('₵', 'GHS ');
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** "5 Nov 2026, 14:03" in Ghana time (UTC). */
export function formatStatementDateTime(at: Date): string {
  return `${formatStatementDate(at)}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

/** "5 Nov 2026" in Ghana time (UTC). */
export function formatStatementDate(at: Date): string {
  return `${at.getUTCDate()} ${SHORT_MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** "2026-11-05 14:03:09": what spreadsheets read as a date and time (Ghana time, UTC). */
export function formatSpreadsheetDateTime(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}
