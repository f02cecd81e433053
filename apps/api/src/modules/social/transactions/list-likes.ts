import { authedProcedure } from '../../../trpc/init';
import { listLikes } from './like-service';
import { ZListLikesRequestSchema, ZListLikesResponseSchema } from './list-likes.types';

export const listLikesProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/transactions/{id}/likes', tags: ['social'], summary: 'Who liked a transaction the user may see' },
  })
  .input(ZListLikesRequestSchema)
  .output(ZListLikesResponseSchema)
  .query(({ ctx, input }) => listLikes(ctx.deps.db, ctx.userId, input.id));
