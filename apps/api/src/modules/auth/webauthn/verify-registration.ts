import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { AppError } from '../../../errors';
import { authedProcedure } from '../../../trpc/init';
import { freshChallenge } from './challenge-rules';
import { CHALLENGE_EXPIRED_MESSAGE, registerPasskey } from './passkey-service';
import { relyingParty } from './relying-party';
import { ZVerifyRegistrationRequestSchema, ZVerifyRegistrationResponseSchema } from './verify-registration.types';

export const verifyRegistrationProcedure = authedProcedure
  .meta({ openapi: { method: 'POST', path: '/auth/webauthn/verify-registration', tags: ['auth'], summary: 'Finish adding a passkey' } })
  .input(ZVerifyRegistrationRequestSchema)
  .output(ZVerifyRegistrationResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const challenge = freshChallenge(ctx.req.session.get('webauthnChallenge'), 'registration', ctx.deps.now().getTime());
    // One attempt per challenge, whatever its outcome.
    ctx.req.session.set('webauthnChallenge', undefined);
    if (!challenge) throw new AppError('VALIDATION_FAILED', CHALLENGE_EXPIRED_MESSAGE);
    await registerPasskey(ctx.deps, {
      userId: ctx.userId,
      response: input.registrationResponse as RegistrationResponseJSON,
      expectedChallenge: challenge,
      rp: relyingParty(ctx.deps.env, ctx.req),
    });
    return { verified: true };
  });
