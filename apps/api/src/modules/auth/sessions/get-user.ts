import { authedProcedure } from '../../../trpc/init';
import { ZGetUserRequestSchema, ZGetUserResponseSchema } from './get-user.types';
import { loadPublicUser } from '../public-user';

export const getUserProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/auth/user', tags: ['auth'], summary: 'The signed-in user (401 when signed out)' } })
  .input(ZGetUserRequestSchema)
  .output(ZGetUserResponseSchema)
  .query(({ ctx }) => loadPublicUser(ctx.deps.db, ctx.userId));
