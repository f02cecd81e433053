import { z } from 'zod';
import { zIdempotencyKeyField } from '../../idempotency';
import { zRecordId } from '@ghanapay/validators';
import { TRANSACTION_STATUSES, ZTransactionSchema } from '../transaction-dto';
import { ZWaitingSchema } from '../waiting-payments/waiting-payment.types';

/**
 * After a fraud warning: status "pending" proceeds (the transfer runs now; the response says
 * "completed", or "pending" for a payment held for someone without an account), "cancelled" drops it.
 */
export const ZUpdateTransactionStatusRequestSchema = z.object({
  id: zRecordId('transaction'),
  status: z.enum(TRANSACTION_STATUSES, { error: 'Status must be pending (proceed) or cancelled' }),
  idempotencyKey: zIdempotencyKeyField,
});

/** As a send's answer: a payment that waits (guardian, large first payment) says why and until when. */
export const ZUpdateTransactionStatusResponseSchema = ZTransactionSchema.extend({ waiting: ZWaitingSchema.optional() });

export type TUpdateTransactionStatusRequest = z.input<typeof ZUpdateTransactionStatusRequestSchema>;
export type TUpdateTransactionStatusResponse = z.infer<typeof ZUpdateTransactionStatusResponseSchema>;
