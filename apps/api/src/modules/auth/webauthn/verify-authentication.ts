import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { AppError } from '../../../errors';
import { startUserSession } from '../../../http/session';
import { noticeNewSignIn } from '../security-notices';
import { publicProcedure } from '../../../trpc/init';
import { loadPublicUser } from '../public-user';
import { freshChallenge } from './challenge-rules';
import { authenticateWithPasskey, CHALLENGE_EXPIRED_MESSAGE } from './passkey-service';
import { relyingParty } from './relying-party';
import { ZVerifyAuthenticationRequestSchema, ZVerifyAuthenticationResponseSchema } from './verify-authentication.types';

export const verifyAuthenticationProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/webauthn/verify-authentication',
      tags: ['auth'],
      summary: 'Sign in with a passkey',
      protect: false,
    },
  })
  .input(ZVerifyAuthenticationRequestSchema)
  .output(ZVerifyAuthenticationResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const nowMs = ctx.deps.now().getTime();
    const challenge = freshChallenge(ctx.req.session.get('webauthnChallenge'), 'authentication', nowMs);
    ctx.req.session.set('webauthnChallenge', undefined);
    if (!challenge) throw new AppError('VALIDATION_FAILED', CHALLENGE_EXPIRED_MESSAGE);
    const userId = await authenticateWithPasskey(ctx.deps, {
      response: input.authenticationResponse as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      rp: relyingParty(ctx.deps.env, ctx.req),
    });
    await startUserSession(ctx.req, userId, nowMs, 'passkey');
    noticeNewSignIn(ctx.deps, userId, { userAgent: ctx.req.headers['user-agent'], ip: ctx.ip });
    return loadPublicUser(ctx.deps.db, userId);
  });
