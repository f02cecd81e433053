import { authedProcedure } from '../../../trpc/init';
import { ZGetUserLikeRequestSchema, ZGetUserLikeResponseSchema } from './get-user-like.types';
import { getUserLike } from './like-service';

export const getUserLikeProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/transactions/{id}/user-like',
      tags: ['social'],
      summary: 'Whether the signed-in user likes this transaction',
    },
  })
  .input(ZGetUserLikeRequestSchema)
  .output(ZGetUserLikeResponseSchema)
  .query(({ ctx, input }) => getUserLike(ctx.deps.db, ctx.userId, input.id));
