import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';
import { ZCommentSchema } from './list-comments.types';

const COMMENT_MAX_LENGTH = 500;

export const ZAddCommentRequestSchema = z.object({
  id: zTransactionIdParam,
  comment: z
    .string({ error: 'Comment cannot be empty' })
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(COMMENT_MAX_LENGTH, `Comment must be at most ${COMMENT_MAX_LENGTH} characters`),
});
export const ZAddCommentResponseSchema = ZCommentSchema;

export type TAddCommentRequest = z.input<typeof ZAddCommentRequestSchema>;
export type TAddCommentResponse = z.infer<typeof ZAddCommentResponseSchema>;
