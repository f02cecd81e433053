import { zLanguage, zVerificationTarget } from '@ghanapay/validators';
import { z } from 'zod';

/** The spec names the field phoneNumber for both a phone number and an e-mail address. */
export const ZSendVerificationRequestSchema = z.object({
  phoneNumber: zVerificationTarget,
  /** A solved proof-of-work (ALTCHA payload, base64 JSON), sent after a 428 asked for one. */
  altcha: z.string().max(2000, 'Invalid proof-of-work').optional(),
  /** The language the screen shows: a sign-up code's SMS or e-mail is written in it (English without). */
  language: zLanguage.optional(),
});

export const ZSendVerificationResponseSchema = z.object({
  message: z.string(),
  channel: z.enum(['sms', 'email']),
  /** Only when the simulator "sent" the code, so the demo UI can show it. Real providers never. */
  demoCode: z.string().optional(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export type TSendVerificationRequest = z.input<typeof ZSendVerificationRequestSchema>;
export type TSendVerificationResponse = z.infer<typeof ZSendVerificationResponseSchema>;
