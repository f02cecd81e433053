import { z } from 'zod';
import { INSIGHT_KEYS } from './fraud-insights';
import { ZAlertMessagePartsSchema } from '../../money';

const ZInsightSchema = z.object({
  key: z.enum(INSIGHT_KEYS),
  /** `count` for a counted insight, `amount` (2-decimal cedis) for the largest payment. */
  values: z.object({ count: z.number().int().optional(), amount: z.string().optional() }),
});

export const ZGetFraudAnalyticsRequestSchema = z.object({}).optional();

export const ZFraudAnalyticsResponseSchema = z.object({
  summary: z.object({
    /** Percent (1 decimal) of the person's payments that raised an alert and were stopped before money moved; null: no alert yet. */
    fraudPreventionRate: z.number().nullable(),
    /** Payments the fraud checks stopped that never went through. */
    blockedTransactions: z.number().int(),
    totalAlerts: z.number().int(),
  }),
  /** Each line comes from a rule on the person's own payments and settings (at most 3 and 2). */
  aiInsights: z.object({
    behaviorAnalysis: z.array(z.string()),
    recommendations: z.array(z.string()),
    /** The same lines as stable keys and their figure, for a screen that writes them in another language. */
    behaviorAnalysisKeys: z.array(ZInsightSchema),
    recommendationKeys: z.array(ZInsightSchema),
  }),
  /** The latest alerts, newest first (at most 5). */
  recentAlerts: z.array(
    z.object({
      id: z.number().int(),
      alertType: z.string(),
      /** Out of 100. */
      riskScore: z.number().int(),
      /** 0 to 1. */
      confidence: z.number(),
      alertMessage: z.string(),
      /** The same sentence in parts, for a screen in another language; null for an older sentence. */
      alertMessageParts: ZAlertMessagePartsSchema,
      createdAt: z.string(),
    }),
  ),
});

export type TFraudAnalyticsResponse = z.infer<typeof ZFraudAnalyticsResponseSchema>;
