import { msg } from '@lingui/core/macro';
import { trpc } from '../../lib/trpc';

/** The screen's ranges (the document's 7, 30, 90 and 365 days), 30 first shown. */
export const RANGES = [
  { days: 7, label: msg`7 days` },
  { days: 30, label: msg`30 days` },
  { days: 90, label: msg`3 months` },
  { days: 365, label: msg`1 year` },
] as const;
export type RangeDays = (typeof RANGES)[number]['days'];
export const DEFAULT_RANGE: RangeDays = 30;

export const analyticsQuery = (days: RangeDays) => trpc.analytics.getAnalytics.queryOptions({ days });
export const fraudAnalyticsQuery = () => trpc.analytics.getFraudAnalytics.queryOptions({});
