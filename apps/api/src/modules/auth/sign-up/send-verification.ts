import { publicProcedure } from '../../../trpc/init';
import { ZSendVerificationRequestSchema, ZSendVerificationResponseSchema } from './send-verification.types';
import { sendSignUpCode } from './sign-up-service';
import { AppError } from '../../../errors';
import { PHONE_CHANGE_MESSAGES, sendPhoneChangeCode } from '../phone-change/phone-change-service';

export const sendVerificationProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/phone/send-verification',
      tags: ['auth'],
      summary:
        'Send a sign-up code to a phone number or e-mail address (428 with an ALTCHA challenge: solve it and send again with altcha); signed in, a code to a new phone number (phone change)',
      protect: false,
    },
  })
  .input(ZSendVerificationRequestSchema)
  .output(ZSendVerificationResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const userId = ctx.req.session?.get('userId');
    if (!userId)
      return sendSignUpCode(ctx.deps, {
        target: input.phoneNumber,
        ip: ctx.ip,
        altcha: input.altcha,
        language: input.language,
        alert: (details, message) => ctx.req.log.error(details, message),
      });
    // Signed in: Settings' phone change. The code goes to the new number; the session remembers it.
    if (input.phoneNumber.channel !== 'sms') throw new AppError('VALIDATION_FAILED', PHONE_CHANGE_MESSAGES.notAPhone);
    const sent = await sendPhoneChangeCode(ctx.deps, userId, input.phoneNumber.identifier, ctx.ip);
    ctx.req.session.set('pendingPhone', input.phoneNumber.identifier);
    return sent;
  });
