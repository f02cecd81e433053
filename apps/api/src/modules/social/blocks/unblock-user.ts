import { authedProcedure } from '../../../trpc/init';
import { unblockUser } from './block-service';
import { ZUnblockUserRequestSchema, ZUnblockUserResponseSchema } from './unblock-user.types';

export const unblockUserProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/users/{userId}/block',
      tags: ['social'],
      summary: 'Undo a block (idempotent); a friendship it ended does not come back',
    },
  })
  .input(ZUnblockUserRequestSchema)
  .output(ZUnblockUserResponseSchema)
  .mutation(({ ctx, input }) => unblockUser(ctx.deps.db, ctx.userId, input.userId));
