import { startUserSession } from '../../../http/session';
import { publicProcedure } from '../../../trpc/init';
import { ZLoginRequestSchema, ZLoginResponseSchema } from './login.types';
import { loadPublicUser } from '../public-user';
import { signInWithPassword } from './sign-in-service';
import { noticeNewSignIn } from '../security-notices';

export const loginProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/login',
      tags: ['auth'],
      summary: 'Sign in with e-mail, phone or username and a password',
      protect: false,
    },
  })
  .input(ZLoginRequestSchema)
  .output(ZLoginResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const userId = await signInWithPassword(ctx.deps, { ...input, ip: ctx.ip });
    await startUserSession(ctx.req, userId, ctx.deps.now().getTime(), 'password');
    noticeNewSignIn(ctx.deps, userId, { userAgent: ctx.req.headers['user-agent'], ip: ctx.ip });
    return loadPublicUser(ctx.deps.db, userId);
  });
