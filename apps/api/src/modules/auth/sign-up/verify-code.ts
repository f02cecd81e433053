import { publicProcedure } from '../../../trpc/init';
import { verifySignUpCode } from './sign-up-service';
import { verifyPhoneChange } from '../phone-change/phone-change-service';
import { ZVerifyCodeRequestSchema, ZVerifyCodeResponseSchema } from './verify-code.types';

export const verifyCodeProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/phone/verify',
      tags: ['auth'],
      summary: "Check a sign-up code; signed in, the code of a phone change (the number then becomes the account's)",
      protect: false,
    },
  })
  .input(ZVerifyCodeRequestSchema)
  .output(ZVerifyCodeResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const target = (input.phoneNumber ?? input.email)!;
    const userId = ctx.req.session?.get('userId');
    if (userId) {
      // Signed in: the code proves the new phone number of a phone change.
      const changed = await verifyPhoneChange(
        ctx.deps,
        userId,
        ctx.req.session.get('pendingPhone'),
        target.identifier,
        input.verificationCode,
      );
      ctx.req.session.set('pendingPhone', undefined);
      return changed;
    }
    const verified = await verifySignUpCode(ctx.deps, target, input.verificationCode);
    ctx.req.session.set('verifiedIdentifier', verified);
    return { verified: true as const, message: verified.channel === 'sms' ? 'Phone number verified' : 'Email address verified' };
  });
