import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';

export const ZToggleLikeRequestSchema = z.object({ id: zTransactionIdParam });
export const ZToggleLikeResponseSchema = z.object({
  /** Whether the user likes it now. */
  liked: z.boolean(),
  /** Likes after the toggle. */
  count: z.number().int(),
});

export type TToggleLikeRequest = z.input<typeof ZToggleLikeRequestSchema>;
export type TToggleLikeResponse = z.infer<typeof ZToggleLikeResponseSchema>;
