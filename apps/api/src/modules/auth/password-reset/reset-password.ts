import { endUserSession } from '../../../http/session';
import { publicProcedure } from '../../../trpc/init';
import { RESET_DONE_MESSAGE, resetPassword } from './password-reset-service';
import { ZResetPasswordRequestSchema, ZResetPasswordResponseSchema } from './reset-password.types';

export const resetPasswordProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/reset-password',
      tags: ['auth'],
      summary: 'Set a new password with a reset code; signs the user out everywhere',
      protect: false,
    },
  })
  .input(ZResetPasswordRequestSchema)
  .output(ZResetPasswordResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const userId = await resetPassword(ctx.deps, input);
    // This request's own session would otherwise be written back as it ends.
    if (ctx.userId === userId) await endUserSession(ctx.req, ctx.reply);
    return { message: RESET_DONE_MESSAGE };
  });
