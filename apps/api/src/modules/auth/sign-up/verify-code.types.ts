import { zVerificationCode, zVerificationTarget } from '@ghanapay/validators';
import { z } from 'zod';

/** The spec's clients send the verified value as phoneNumber, or as email when they signed up by e-mail. */
export const ZVerifyCodeRequestSchema = z
  .object({
    phoneNumber: zVerificationTarget.optional(),
    email: zVerificationTarget.optional(),
    verificationCode: zVerificationCode,
  })
  .refine((v) => v.phoneNumber !== undefined || v.email !== undefined, {
    message: 'Please enter a phone number or email address',
    path: ['phoneNumber'],
  });

export const ZVerifyCodeResponseSchema = z.object({ verified: z.literal(true), message: z.string() });

export type TVerifyCodeRequest = z.input<typeof ZVerifyCodeRequestSchema>;
export type TVerifyCodeResponse = z.infer<typeof ZVerifyCodeResponseSchema>;
