import { z } from 'zod';
import { PAYMENT_CATEGORIES } from '../categories/payment-category';
import { ANALYTICS_RANGES, RANGE_MESSAGE, type AnalyticsDays } from './analytics-range';

const zDays = z.coerce
  .number({ error: RANGE_MESSAGE })
  .refine((days): days is AnalyticsDays => (ANALYTICS_RANGES as readonly number[]).includes(days), RANGE_MESSAGE);

/** `GET /api/analytics?days=90`; no range: the last 30 days. */
export const ZGetAnalyticsRequestSchema = z.object({ days: zDays.optional() }).optional();
/** `GET /api/analytics/90`: the range as the last segment of the path. */
export const ZGetAnalyticsForDaysRequestSchema = z.object({ days: zDays });

export const ZAnalyticsResponseSchema = z.object({
  /** The last `days` calendar days in Accra, today included: `from` its first midnight, `to` now. */
  range: z.object({ days: z.number().int(), label: z.string(), from: z.string(), to: z.string() }),
  /** Cedis with 2 decimals: payments and transfers out, their fees included. */
  totalSpent: z.string(),
  /** Cedis: payments from people and money added from mobile money. */
  totalReceived: z.string(),
  /** totalReceived − totalSpent (negative when more went out). */
  netFlow: z.string(),
  totalTransactions: z.number().int(),
  averageTransactionAmount: z.string(),
  /** Every month the range touches (Accra time, "2026-11"), oldest first, zeros included. */
  monthlyTrend: z.array(z.object({ month: z.string(), sent: z.string(), received: z.string() })),
  /** Who received most of the person's money, at most 5. */
  topRecipients: z.array(z.object({ name: z.string(), amount: z.string(), transactions: z.number().int() })),
  /** Where the spent money went, largest first; whole percentages that add up to 100. */
  categoryBreakdown: z.array(z.object({ category: z.enum(PAYMENT_CATEGORIES), amount: z.string(), percentage: z.number().int() })),
  /** Fraud alerts raised on the person's payments in the range. */
  fraudAlerts: z.number().int(),
  /** Percent (1 decimal) of the range's payments and transfers that completed, of those that completed, failed or were stopped; null: none. */
  successRate: z.number().nullable(),
});

export type TGetAnalyticsRequest = z.input<typeof ZGetAnalyticsRequestSchema>;
export type TAnalyticsResponse = z.infer<typeof ZAnalyticsResponseSchema>;
