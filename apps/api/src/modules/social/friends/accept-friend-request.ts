import { authedProcedure } from '../../../trpc/init';
import { ZAcceptFriendRequestRequestSchema, ZAcceptFriendRequestResponseSchema } from './accept-friend-request.types';
import { respondToFriendRequest } from './friendship-service';

export const acceptFriendRequestProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/friends/accept/{id}',
      tags: ['social'],
      summary: 'Accept a pending friend request addressed to me (others: 404)',
    },
  })
  .input(ZAcceptFriendRequestRequestSchema)
  .output(ZAcceptFriendRequestResponseSchema)
  .mutation(({ ctx, input }) => respondToFriendRequest(ctx.deps.db, ctx.deps.now(), ctx.userId, input.id, 'accept'));
