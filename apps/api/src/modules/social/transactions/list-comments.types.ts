import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';

export const ZCommentSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  /** The commenter's full name ("Unknown User" when missing). */
  userName: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  /** Written by the signed-in user (the sheet labels it "You"). */
  isMine: z.boolean(),
});

export const ZListCommentsRequestSchema = z.object({ id: zTransactionIdParam });
/** Oldest first (the latest 200 of a longer thread). */
export const ZListCommentsResponseSchema = z.array(ZCommentSchema);

export type TComment = z.infer<typeof ZCommentSchema>;
export type TListCommentsRequest = z.input<typeof ZListCommentsRequestSchema>;
export type TListCommentsResponse = z.infer<typeof ZListCommentsResponseSchema>;
