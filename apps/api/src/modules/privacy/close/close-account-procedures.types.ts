import { z } from 'zod';

export const ZClosureCheckRequestSchema = z.object({});
export const ZClosureCheckResponseSchema = z.object({
  canClose: z.boolean(),
  /** Each thing that keeps the account open, in the person's words. */
  blockers: z.array(z.string()),
  /** The refusal as one sentence, or null when the account can close. */
  message: z.string().nullable(),
});

export const ZCloseAccountRequestSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long'),
});
export const ZCloseAccountResponseSchema = z.object({ message: z.string(), closedAt: z.coerce.date() });

export type TClosureCheckResponse = z.infer<typeof ZClosureCheckResponseSchema>;
export type TCloseAccountRequest = z.infer<typeof ZCloseAccountRequestSchema>;
