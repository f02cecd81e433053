import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';

const ZLikeSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  isMine: z.boolean(),
});

export const ZListLikesRequestSchema = z.object({ id: zTransactionIdParam });
/** Newest first; its length is the like count. */
export const ZListLikesResponseSchema = z.array(ZLikeSchema);

export type TLike = z.infer<typeof ZLikeSchema>;
export type TListLikesRequest = z.input<typeof ZListLikesRequestSchema>;
export type TListLikesResponse = z.infer<typeof ZListLikesResponseSchema>;
