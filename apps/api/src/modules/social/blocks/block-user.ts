import { authedProcedure } from '../../../trpc/init';
import { ZBlockUserRequestSchema, ZBlockUserResponseSchema } from './block-user.types';
import { blockUser } from './block-service';

export const blockUserProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/users/{userId}/block',
      tags: ['social'],
      summary: 'Block a user (empty body, idempotent): their transactions leave my lists, they cannot reach me, any friendship ends',
    },
  })
  .input(ZBlockUserRequestSchema)
  .output(ZBlockUserResponseSchema)
  .mutation(({ ctx, input }) => blockUser(ctx.deps.db, ctx.deps.now(), ctx.userId, input.userId));
