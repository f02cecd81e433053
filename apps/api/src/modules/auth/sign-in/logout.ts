import { endUserSession } from '../../../http/session';
import { publicProcedure } from '../../../trpc/init';
import { ZLogoutRequestSchema, ZLogoutResponseSchema } from './logout.types';

/** Public on purpose: signing out twice (or after the session expired) is not an error. */
export const logoutProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/logout',
      tags: ['auth'],
      summary: 'Sign out: destroys the session and clears its cookie',
      protect: false,
    },
  })
  .input(ZLogoutRequestSchema)
  .output(ZLogoutResponseSchema)
  .mutation(async ({ ctx }) => {
    await endUserSession(ctx.req, ctx.reply);
    return { message: 'Logged out successfully' };
  });
