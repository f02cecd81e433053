import { authedProcedure } from '../../../trpc/init';
import { sendFriendRequest } from './friendship-service';
import { ZSendFriendRequestRequestSchema, ZSendFriendRequestResponseSchema } from './send-friend-request.types';

export const sendFriendRequestProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/friends/request',
      tags: ['social'],
      summary: 'Ask a user to be friends (not oneself; 409 when a request or friendship exists either way; 403 across a block)',
    },
  })
  .input(ZSendFriendRequestRequestSchema)
  .output(ZSendFriendRequestResponseSchema)
  .mutation(({ ctx, input }) => sendFriendRequest(ctx.deps.db, ctx.deps.now(), ctx.userId, input.addresseeId));
