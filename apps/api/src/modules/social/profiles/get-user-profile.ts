import { authedProcedure } from '../../../trpc/init';
import { ZGetUserProfileRequestSchema, ZGetUserProfileResponseSchema } from './get-user-profile.types';
import { getUserProfile } from './profile-service';

export const getUserProfileProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/users/{userId}',
      tags: ['social'],
      summary: 'A user’s public profile (404 "User not found" when missing or when they blocked me)',
    },
  })
  .input(ZGetUserProfileRequestSchema)
  .output(ZGetUserProfileResponseSchema)
  .query(({ ctx, input }) => getUserProfile(ctx.deps.db, ctx.userId, input.userId));
