import { intlLocale } from '../../lib/intl-locale';
/** What GET /api/statements (tRPC money.getStatement) and its download take. */
export type StatementRequest = { period: 'month'; month: string } | { period: 'year'; year: string };

export interface PeriodOption {
  value: string;
  label: string;
}

// Ghana keeps UTC all year, so the statement's months are UTC months wherever the phone is.
const monthLabel = new Intl.DateTimeFormat(intlLocale('en-GB'), { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This month and the `count - 1` before it, newest first: "2026-11" → "November 2026". */
export function recentMonths(now: Date, count = 12): PeriodOption[] {
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return { value: first.toISOString().slice(0, 7), label: monthLabel.format(first) };
  });
}

/** This year and the two before it, newest first. */
export function recentYears(now: Date, count = 3): PeriodOption[] {
  return Array.from({ length: count }, (_, i) => {
    const year = String(now.getUTCFullYear() - i);
    return { value: year, label: year };
  });
}

/** The file's address, for a plain link with the `download` attribute (the session cookie goes along). */
export function statementDownloadPath(request: StatementRequest, format: 'csv' | 'pdf'): string {
  const query = new URLSearchParams(
    request.period === 'month' ? { period: 'month', month: request.month, format } : { period: 'year', year: request.year, format },
  );
  return `/api/statements/download?${query.toString()}`;
}
