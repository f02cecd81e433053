import { authedProcedure } from '../../../trpc/init';
import { changePassword } from './password-change-service';
import { ZChangePasswordRequestSchema, ZChangePasswordResponseSchema } from './change-password.types';

export const changePasswordProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/change-password',
      tags: ['auth'],
      summary: 'Change the password (the current one is checked); every other session is signed out',
    },
  })
  .input(ZChangePasswordRequestSchema)
  .output(ZChangePasswordResponseSchema)
  .mutation(({ ctx, input }) =>
    changePassword(ctx.deps, {
      userId: ctx.userId,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      keepSessionId: ctx.req.session.sessionId,
      ip: ctx.ip,
    }),
  );
