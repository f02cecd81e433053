import { zAmount, zRecordId } from '@ghanapay/validators';
import { z } from 'zod';
import { ZTransactionSchema } from '../transaction-dto';

export const ZWaitingSchema = z.object({
  reason: z.enum(['first_payment', 'guardian']),
  /** ISO time: when a large first payment arrives, or when a guardian's answer is due (else it goes back). */
  until: z.string(),
});

const ZWaitingTransactionSchema = ZTransactionSchema.extend({ waiting: ZWaitingSchema });

export const ZListWaitingPaymentsResponseSchema = z.object({ payments: z.array(ZWaitingTransactionSchema) });

export const ZCancelWaitingPaymentRequestSchema = z.object({ id: zRecordId('payment') });

export const ZFirstPaymentRuleSchema = z.object({
  /** Cedis with 2 decimals; null: large first payments go at once. */
  threshold: z.string().nullable(),
  waitMinutes: z.number().int(),
});

export const ZUpdateFirstPaymentRuleRequestSchema = z.object({
  /** Cedis from 1.00 to 10000.00, or null to let large first payments go at once. */
  threshold: z.union([
    z.null(),
    zAmount.refine((pesewas) => pesewas >= 100n && pesewas <= 1_000_000n, { message: 'The amount is from ₵1.00 to ₵10,000.00, or off' }),
  ]),
  waitMinutes: z
    .number({ error: 'The wait is a whole number of minutes from 1 to 60' })
    .int('The wait is a whole number of minutes from 1 to 60')
    .min(1, 'The wait is a whole number of minutes from 1 to 60')
    .max(60, 'The wait is a whole number of minutes from 1 to 60'),
});

export type TListWaitingPaymentsResponse = z.infer<typeof ZListWaitingPaymentsResponseSchema>;
export type TFirstPaymentRule = z.infer<typeof ZFirstPaymentRuleSchema>;
