import { z } from 'zod';

export const ZSendEmailVerificationRequestSchema = z.object({}).strict().optional();

export const ZSendEmailVerificationResponseSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
