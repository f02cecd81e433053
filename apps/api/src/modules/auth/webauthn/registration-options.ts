import { authedProcedure } from '../../../trpc/init';
import { createRegistrationOptions } from './passkey-service';
import { ZRegistrationOptionsRequestSchema, ZRegistrationOptionsResponseSchema } from './registration-options.types';
import { relyingParty } from './relying-party';

export const registrationOptionsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/webauthn/registration-options',
      tags: ['auth'],
      summary: 'Start adding a passkey to the signed-in account',
    },
  })
  .input(ZRegistrationOptionsRequestSchema)
  .output(ZRegistrationOptionsResponseSchema)
  .mutation(async ({ ctx }) => {
    const options = await createRegistrationOptions(ctx.deps, ctx.userId, relyingParty(ctx.deps.env, ctx.req));
    ctx.req.session.set('webauthnChallenge', { kind: 'registration', challenge: options.challenge, at: ctx.deps.now().getTime() });
    return options;
  });
