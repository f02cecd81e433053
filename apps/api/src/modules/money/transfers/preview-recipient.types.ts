import { z } from 'zod';
import { RECIPIENT_REQUIRED_MESSAGE } from '@ghanapay/validators';
import { zRecipientEmail, zRecipientPhone, zRecipientUsername } from '../money-inputs';

/** The send's recipient fields (one is required), before the money is sent. */
export const ZPreviewRecipientRequestSchema = z
  .object({
    recipientPhone: zRecipientPhone,
    recipientEmail: zRecipientEmail,
    recipientUsername: zRecipientUsername,
  })
  .refine((v) => Boolean(v.recipientPhone || v.recipientEmail || v.recipientUsername), {
    message: RECIPIENT_REQUIRED_MESSAGE,
    path: ['recipientPhone'],
  });

export const ZPreviewRecipientResponseSchema = z.object({
  displayName: z.string(),
  firstPayment: z.boolean(),
});

export type TPreviewRecipientRequest = z.input<typeof ZPreviewRecipientRequestSchema>;
export type TPreviewRecipientResponse = z.infer<typeof ZPreviewRecipientResponseSchema>;
