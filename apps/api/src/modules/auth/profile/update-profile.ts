import { authedProcedure } from '../../../trpc/init';
import { updateProfile } from './profile-service';
import { ZUpdateProfileRequestSchema, ZUpdateProfileResponseSchema } from './update-profile.types';

export const updateProfileProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/profile',
      tags: ['auth'],
      summary: 'Edit one profile field (firstName, lastName, username or email); a new e-mail is unverified until its code',
    },
  })
  .input(ZUpdateProfileRequestSchema)
  .output(ZUpdateProfileResponseSchema)
  .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.userId, input));
