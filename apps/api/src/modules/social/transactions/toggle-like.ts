import { authedProcedure } from '../../../trpc/init';
import { toggleLike } from './like-service';
import { ZToggleLikeRequestSchema, ZToggleLikeResponseSchema } from './toggle-like.types';

export const toggleLikeProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/transactions/{id}/like',
      tags: ['social'],
      summary: 'Like, or un-like when liked already (empty body)',
    },
  })
  .input(ZToggleLikeRequestSchema)
  .output(ZToggleLikeResponseSchema)
  .mutation(({ ctx, input }) => toggleLike(ctx.deps.db, ctx.deps.now(), ctx.userId, input.id));
