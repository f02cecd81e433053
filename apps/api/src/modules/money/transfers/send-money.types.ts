import { z } from 'zod';
import { RECIPIENT_REQUIRED_MESSAGE, zAmount } from '@ghanapay/validators';
import { zIdempotencyKeyField } from '../../idempotency';
import { zOptionalMessage, zRecipientEmail, zRecipientPhone, zRecipientUsername } from '../money-inputs';
import { ZTransactionSchema } from '../transaction-dto';
import { ZWaitingSchema } from '../waiting-payments/waiting-payment.types';

/** Variant A of the send screen: the recipient by phone, email or username (one is required). */
export const ZSendMoneyRequestSchema = z
  .object({
    amount: zAmount,
    recipientPhone: zRecipientPhone,
    recipientEmail: zRecipientEmail,
    recipientUsername: zRecipientUsername,
    message: zOptionalMessage,
    idempotencyKey: zIdempotencyKeyField,
  })
  .refine((v) => Boolean(v.recipientPhone || v.recipientEmail || v.recipientUsername), {
    message: RECIPIENT_REQUIRED_MESSAGE,
    path: ['recipientPhone'],
  });

/**
 * The payment; a payment that waits (a large first payment, or one for the sender's guardian) is
 * `pending` and carries `waiting`: why, and until when. A payment that went at once has no `waiting`.
 */
export const ZSendMoneyResponseSchema = ZTransactionSchema.extend({ waiting: ZWaitingSchema.optional() });

export type TSendMoneyRequest = z.input<typeof ZSendMoneyRequestSchema>;
export type TSendMoneyResponse = z.infer<typeof ZSendMoneyResponseSchema>;
