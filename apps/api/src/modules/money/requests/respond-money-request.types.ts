import { z } from 'zod';
import { zIdempotencyKeyField } from '../../idempotency';
import { zRecordId } from '@ghanapay/validators';

export const ZRespondMoneyRequestRequestSchema = z.object({
  id: zRecordId('money request'),
  action: z.enum(['approve', 'reject'], { error: 'Action must be approve or reject' }),
  idempotencyKey: zIdempotencyKeyField,
});

export const ZRespondMoneyRequestResponseSchema = z.object({
  /** "Payment of ₵12.50 sent to Ama Mensah" or "Request rejected": the toast's text. */
  message: z.string(),
  status: z.enum(['approved', 'rejected']),
  /** The payment made by approving; null when rejected. */
  transactionId: z.number().int().nullable(),
});

export type TRespondMoneyRequestRequest = z.input<typeof ZRespondMoneyRequestRequestSchema>;
export type TRespondMoneyRequestResponse = z.infer<typeof ZRespondMoneyRequestResponseSchema>;
