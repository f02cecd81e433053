import { authedProcedure } from '../../../trpc/init';
import { listMyFriends } from './friendship-service';
import { ZListFriendsRequestSchema, ZListFriendsResponseSchema } from './list-friends.types';

export const listFriendsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/friends', tags: ['social'], summary: 'The signed-in user’s accepted friends' } })
  .input(ZListFriendsRequestSchema)
  .output(ZListFriendsResponseSchema)
  .query(({ ctx }) => listMyFriends(ctx.deps.db, ctx.userId));
