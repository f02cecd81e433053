import { publicProcedure } from '../../../trpc/init';
import { ZAuthenticationOptionsRequestSchema, ZAuthenticationOptionsResponseSchema } from './authentication-options.types';
import { createAuthenticationOptions } from './passkey-service';
import { relyingParty } from './relying-party';

/** A GET, as the spec's clients call it; it starts a ceremony by keeping the challenge in the session. */
export const authenticationOptionsProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/webauthn/authentication-options',
      tags: ['auth'],
      summary: 'Start signing in with a passkey',
      protect: false,
    },
  })
  .input(ZAuthenticationOptionsRequestSchema)
  .output(ZAuthenticationOptionsResponseSchema)
  .query(async ({ ctx }) => {
    const options = await createAuthenticationOptions(relyingParty(ctx.deps.env, ctx.req));
    ctx.req.session.set('webauthnChallenge', { kind: 'authentication', challenge: options.challenge, at: ctx.deps.now().getTime() });
    return options;
  });
