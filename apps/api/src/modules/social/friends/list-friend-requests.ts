import { authedProcedure } from '../../../trpc/init';
import { listMyFriendRequests } from './friendship-service';
import { ZListFriendRequestsRequestSchema, ZListFriendRequestsResponseSchema } from './list-friend-requests.types';

export const listFriendRequestsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/friends/requests',
      tags: ['social'],
      summary: 'Pending friend requests addressed to the signed-in user',
    },
  })
  .input(ZListFriendRequestsRequestSchema)
  .output(ZListFriendRequestsResponseSchema)
  .query(({ ctx }) => listMyFriendRequests(ctx.deps.db, ctx.userId));
