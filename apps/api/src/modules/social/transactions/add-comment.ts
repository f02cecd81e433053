import { authedProcedure } from '../../../trpc/init';
import { ZAddCommentRequestSchema, ZAddCommentResponseSchema } from './add-comment.types';
import { addComment } from './comment-service';

export const addCommentProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/transactions/{id}/comments',
      tags: ['social'],
      summary: 'Comment on a transaction (trimmed, 1 to 500 characters)',
    },
  })
  .input(ZAddCommentRequestSchema)
  .output(ZAddCommentResponseSchema)
  .mutation(({ ctx, input }) => addComment(ctx.deps.db, ctx.deps.now(), ctx.userId, input.id, input.comment));
