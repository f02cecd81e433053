import { publicProcedure } from '../../../trpc/init';
import { verifySignUpCode } from './sign-up-service';
import { ZVerifyCodeRequestSchema, ZVerifyCodeResponseSchema } from './verify-code.types';

export const verifyCodeProcedure = publicProcedure
  .meta({ openapi: { method: 'POST', path: '/phone/verify', tags: ['auth'], summary: 'Check a sign-up code', protect: false } })
  .input(ZVerifyCodeRequestSchema)
  .output(ZVerifyCodeResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const target = (input.phoneNumber ?? input.email)!;
    const verified = await verifySignUpCode(ctx.deps, target, input.verificationCode);
    ctx.req.session.set('verifiedIdentifier', verified);
    return { verified: true as const, message: verified.channel === 'sms' ? 'Phone number verified' : 'Email address verified' };
  });
