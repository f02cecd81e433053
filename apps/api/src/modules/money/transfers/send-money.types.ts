import { z } from 'zod';
import { RECIPIENT_REQUIRED_MESSAGE, zAmount } from '@ghanapay/validators';
import { zIdempotencyKeyField } from '../../idempotency';
import { zOptionalMessage, zRecipientEmail, zRecipientPhone, zRecipientUsername } from '../money-inputs';
import { ZTransactionSchema } from '../transaction-dto';

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

export const ZSendMoneyResponseSchema = ZTransactionSchema;

export type TSendMoneyRequest = z.input<typeof ZSendMoneyRequestSchema>;
export type TSendMoneyResponse = z.infer<typeof ZSendMoneyResponseSchema>;
