import { z } from 'zod';

export const ZGetReconciliationRequestSchema = z.object({
  sinceDays: z.coerce
    .number({ error: 'sinceDays is a number of days from 1 to 365' })
    .int('sinceDays is a number of days from 1 to 365')
    .min(1, 'sinceDays is a number of days from 1 to 365')
    .max(365, 'sinceDays is a number of days from 1 to 365')
    .default(30),
});

const ZDifferenceSchema = z.object({
  /** The transfer's or bill payment's id ("-" for an account that does not add up). */
  reference: z.string(),
  provider: z.string(),
  /** Cedis, 2 decimals (an account's gap may be negative); null when the row names no amount. */
  amount: z.string().nullable(),
  ledgerStatus: z.string(),
  providerStatus: z.string(),
  note: z.string(),
});

const ZAccountSchema = z.object({ account: z.string(), ledger: z.string(), expected: z.string(), agrees: z.boolean() });

const ZReportSchema = z.object({
  checked: z.number().int(),
  /** Still open on both sides: not a difference. */
  open: z.number().int(),
  differences: z.array(ZDifferenceSchema),
  accounts: z.array(ZAccountSchema),
});

export const ZGetReconciliationResponseSchema = z.object({
  checkedAt: z.string(),
  sinceDays: z.number().int(),
  /** Transfers out, bank transfers and Add Money against MTN MoMo and the aggregator. */
  transfers: ZReportSchema,
  /** Airtime, data and bills against the bills aggregator; null when no bills provider is configured. */
  bills: ZReportSchema.nullable(),
});

export type TGetReconciliationRequest = z.input<typeof ZGetReconciliationRequestSchema>;
export type TGetReconciliationResponse = z.infer<typeof ZGetReconciliationResponseSchema>;
