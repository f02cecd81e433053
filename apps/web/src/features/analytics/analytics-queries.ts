import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { trpc } from '../../lib/trpc';

/** The screen's ranges (the document's 7, 30, 90 and 365 days), 30 first shown. */
export const RANGES = [
  { days: 7, label: msg`7 days` },
  { days: 30, label: msg`30 days` },
  { days: 90, label: msg`3 months` },
  { days: 365, label: msg`1 year` },
] as const;
/** The range as the summary names it (the API's English label, in the language shown). */
export const RANGE_NAMES: Record<RangeDays, MessageDescriptor> = {
  7: msg`Last 7 days`,
  30: msg`Last 30 days`,
  90: msg`Last 3 months`,
  365: msg`Last year`,
};
export type RangeDays = (typeof RANGES)[number]['days'];
export const DEFAULT_RANGE: RangeDays = 30;

export const analyticsQuery = (days: RangeDays) => trpc.analytics.getAnalytics.queryOptions({ days });
export const fraudAnalyticsQuery = () => trpc.analytics.getFraudAnalytics.queryOptions({});
