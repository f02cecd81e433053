import { authedProcedure } from '../../../trpc/init';
import { ZListUserFriendsRequestSchema, ZListUserFriendsResponseSchema } from './list-user-friends.types';
import { listUserFriends } from './profile-service';

export const listUserFriendsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/users/{userId}/friends', tags: ['social'], summary: 'A user’s friends, by name' } })
  .input(ZListUserFriendsRequestSchema)
  .output(ZListUserFriendsResponseSchema)
  .query(({ ctx, input }) => listUserFriends(ctx.deps.db, ctx.userId, input.userId));
