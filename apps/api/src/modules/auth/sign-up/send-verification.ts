import { publicProcedure } from '../../../trpc/init';
import { ZSendVerificationRequestSchema, ZSendVerificationResponseSchema } from './send-verification.types';
import { sendSignUpCode } from './sign-up-service';

export const sendVerificationProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/phone/send-verification',
      tags: ['auth'],
      summary: 'Send a sign-up code to a phone number or e-mail address',
      protect: false,
    },
  })
  .input(ZSendVerificationRequestSchema)
  .output(ZSendVerificationResponseSchema)
  .mutation(({ ctx, input }) => sendSignUpCode(ctx.deps, input.phoneNumber, ctx.ip));
