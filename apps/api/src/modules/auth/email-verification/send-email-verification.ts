import { authedProcedure } from '../../../trpc/init';
import { sendEmailVerificationCode } from './email-verification-service';
import { ZSendEmailVerificationRequestSchema, ZSendEmailVerificationResponseSchema } from './send-email-verification.types';

export const sendEmailVerificationProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/email/send-verification',
      tags: ['auth'],
      summary: 'Send a code to the signed-in user’s unverified e-mail address',
      protect: true,
    },
  })
  .input(ZSendEmailVerificationRequestSchema)
  .output(ZSendEmailVerificationResponseSchema)
  .mutation(({ ctx }) => sendEmailVerificationCode(ctx.deps, ctx.userId, ctx.ip));
