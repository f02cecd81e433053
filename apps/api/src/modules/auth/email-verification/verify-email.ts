import { authedProcedure } from '../../../trpc/init';
import { verifyEmailCode } from './email-verification-service';
import { ZVerifyEmailRequestSchema, ZVerifyEmailResponseSchema } from './verify-email.types';

export const verifyEmailProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/email/verify',
      tags: ['auth'],
      summary: 'Verify the signed-in user’s e-mail address with its code',
      protect: true,
    },
  })
  .input(ZVerifyEmailRequestSchema)
  .output(ZVerifyEmailResponseSchema)
  .mutation(({ ctx, input }) => verifyEmailCode(ctx.deps, ctx.userId, input.verificationCode));
