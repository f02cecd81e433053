import { publicProcedure } from '../../../trpc/init';
import { ZForgotPasswordRequestSchema, ZForgotPasswordResponseSchema } from './forgot-password.types';
import { requestPasswordReset } from './password-reset-service';

export const forgotPasswordProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/forgot-password',
      tags: ['auth'],
      summary:
        'Send a password reset code to the account’s phone or e-mail (428 with an ALTCHA challenge past 20 an hour from one address: solve it and send again with altcha)',
      protect: false,
    },
  })
  .input(ZForgotPasswordRequestSchema)
  .output(ZForgotPasswordResponseSchema)
  .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, { loginId: input.loginId, ip: ctx.ip, altcha: input.altcha }));
