import { authedProcedure } from '../../../trpc/init';
import { getFriendshipStatus } from './friendship-service';
import { ZGetFriendshipStatusRequestSchema, ZGetFriendshipStatusResponseSchema } from './get-friendship-status.types';

export const getFriendshipStatusProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/friendship/status/{userId}',
      tags: ['social'],
      summary: 'Friendship between the signed-in user and another: none, pending, accepted or rejected',
    },
  })
  .input(ZGetFriendshipStatusRequestSchema)
  .output(ZGetFriendshipStatusResponseSchema)
  .query(({ ctx, input }) => getFriendshipStatus(ctx.deps.db, ctx.userId, input.userId));
