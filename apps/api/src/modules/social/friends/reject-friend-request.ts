import { authedProcedure } from '../../../trpc/init';
import { respondToFriendRequest } from './friendship-service';
import { ZRejectFriendRequestRequestSchema, ZRejectFriendRequestResponseSchema } from './reject-friend-request.types';

export const rejectFriendRequestProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/friends/reject/{id}',
      tags: ['social'],
      summary: 'Decline a pending friend request addressed to me (others: 404)',
    },
  })
  .input(ZRejectFriendRequestRequestSchema)
  .output(ZRejectFriendRequestResponseSchema)
  .mutation(({ ctx, input }) => respondToFriendRequest(ctx.deps.db, ctx.deps.now(), ctx.userId, input.id, 'reject'));
