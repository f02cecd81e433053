import { authedProcedure } from '../../../trpc/init';
import { listComments } from './comment-service';
import { ZListCommentsRequestSchema, ZListCommentsResponseSchema } from './list-comments.types';

export const listCommentsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/transactions/{id}/comments',
      tags: ['social'],
      summary: 'Comments on a transaction the user may see, oldest first',
    },
  })
  .input(ZListCommentsRequestSchema)
  .output(ZListCommentsResponseSchema)
  .query(({ ctx, input }) => listComments(ctx.deps.db, ctx.userId, input.id));
