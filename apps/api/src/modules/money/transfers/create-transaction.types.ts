import { z } from 'zod';
import { nameRules, RECIPIENT_REQUIRED_MESSAGE, zAmount } from '@ghanapay/validators';
import { zIdempotencyKeyField } from '../../idempotency';
import { zOptionalMessage, zRecipientEmail, zRecipientId, zRecipientPhone, zRecipientUsername } from '../money-inputs';
import { ZTransactionSchema } from '../transaction-dto';

/**
 * Variant B / the contact picker: the recipient by id (or phone, email, username). recipientName
 * is accepted for compatibility and ignored: the name shown is the account's own.
 */
export const ZCreateTransactionRequestSchema = z
  .object({
    recipientId: zRecipientId,
    recipientName: z.string().max(200).superRefine(nameRules('Recipient name')).nullish(),
    recipientPhone: zRecipientPhone,
    recipientEmail: zRecipientEmail,
    recipientUsername: zRecipientUsername,
    amount: zAmount,
    message: zOptionalMessage,
    transactionType: z
      .literal('send', { error: 'transactionType must be "send" (use money requests to ask for money)' })
      .optional()
      .default('send'),
    idempotencyKey: zIdempotencyKeyField,
  })
  .refine((v) => Boolean(v.recipientId || v.recipientPhone || v.recipientEmail || v.recipientUsername), {
    message: RECIPIENT_REQUIRED_MESSAGE,
    path: ['recipientId'],
  });

export const ZCreateTransactionResponseSchema = ZTransactionSchema;

export type TCreateTransactionRequest = z.input<typeof ZCreateTransactionRequestSchema>;
export type TCreateTransactionResponse = z.infer<typeof ZCreateTransactionResponseSchema>;
