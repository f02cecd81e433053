import { startUserSession } from '../../../http/session';
import { publicProcedure } from '../../../trpc/init';
import { ZCompleteRegistrationRequestSchema, ZCompleteRegistrationResponseSchema } from './complete-registration.types';
import { loadPublicUser } from '../public-user';
import { proveRegistrationContact } from './registration-rules';
import { registerUser } from './registration-service';

export const completeRegistrationProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/complete-registration',
      tags: ['auth'],
      summary: 'Create the account after verifying a phone or e-mail',
      protect: false,
    },
  })
  .input(ZCompleteRegistrationRequestSchema)
  .output(ZCompleteRegistrationResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const nowMs = ctx.deps.now().getTime();
    const contact = proveRegistrationContact(ctx.req.session.get('verifiedIdentifier'), input, nowMs);
    const userId = await registerUser(ctx.deps, input, contact);
    await startUserSession(ctx.req, userId, nowMs, 'sign-up');
    return loadPublicUser(ctx.deps.db, userId);
  });
