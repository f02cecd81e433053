/** The ranges the screen offers (the document's 7, 30, 90 and 365 days); 30 when none is named. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export type AnalyticsDays = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_DAYS: AnalyticsDays = 30;

export const RANGE_MESSAGE = 'Range must be 7, 30, 90 or 365 days';

const LABELS: Record<AnalyticsDays, string> = { 7: 'Last 7 days', 30: 'Last 30 days', 90: 'Last 3 months', 365: 'Last year' };
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AnalyticsRange {
  days: AnalyticsDays;
  label: string;
  /** Midnight in Accra starting the first of the range's days (today is the last of them). */
  from: Date;
  /** Now: nothing later exists yet. */
  to: Date;
  /** Every calendar month the range touches, oldest first: "2026-11". */
  months: string[];
}

/**
 * The last `days` calendar days in Ghana, today included. Africa/Accra is UTC all year (no daylight
 * saving), so a Ghana midnight is a UTC midnight and a Ghana month a UTC month.
 */
export function analyticsRange(days: AnalyticsDays, now: Date): AnalyticsRange {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(todayStart - (days - 1) * DAY_MS);
  const months: string[] = [];
  const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  for (let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)); month.getTime() <= last;) {
    months.push(month.toISOString().slice(0, 7));
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  }
  return { days, label: LABELS[days], from, to: now, months };
}
