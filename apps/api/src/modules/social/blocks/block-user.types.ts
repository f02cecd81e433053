import { z } from 'zod';
import { zUserIdParam } from '../social-inputs';

export const ZBlockUserRequestSchema = z.object({ userId: zUserIdParam });
export const ZBlockUserResponseSchema = z.object({
  /** True after block, false after unblock. */
  blocked: z.boolean(),
  userId: z.string(),
  message: z.string(),
});

export type TBlockUserRequest = z.input<typeof ZBlockUserRequestSchema>;
export type TBlockUserResponse = z.infer<typeof ZBlockUserResponseSchema>;
