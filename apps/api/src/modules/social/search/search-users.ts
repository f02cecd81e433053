import { authedProcedure } from '../../../trpc/init';
import { searchUsers } from './search-service';
import { ZSearchUsersRequestSchema, ZSearchUsersResponseSchema } from './search-users.types';

export const searchUsersProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/search/users',
      tags: ['social'],
      summary: 'Find people by name, phone (any Ghana spelling), email or @username; at least 2 characters',
    },
  })
  .input(ZSearchUsersRequestSchema)
  .output(ZSearchUsersResponseSchema)
  .query(({ ctx, input }) => searchUsers(ctx.deps, { viewerId: ctx.userId, text: input.q, ip: ctx.ip }));
