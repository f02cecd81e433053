import { zVerificationCode } from '@ghanapay/validators';
import { z } from 'zod';

export const ZVerifyEmailRequestSchema = z.object({ verificationCode: zVerificationCode });

export const ZVerifyEmailResponseSchema = z.object({
  verified: z.literal(true),
  message: z.string(),
  /** Payments that were waiting for this address and arrived with the verification. */
  claimedPayments: z.number().int().optional(),
});
