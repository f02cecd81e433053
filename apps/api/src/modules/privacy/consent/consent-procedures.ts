import { authedProcedure } from '../../../trpc/init';
import { acceptTerms, getConsent } from './consent-service';
import { ZAcceptTermsRequestSchema, ZConsentResponseSchema, ZGetConsentRequestSchema } from './consent-procedures.types';

export const getConsentProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/me/consent',
      tags: ['privacy'],
      summary: 'Which privacy notice and terms I accepted, and the current ones',
    },
  })
  .input(ZGetConsentRequestSchema)
  .output(ZConsentResponseSchema)
  .query(({ ctx }) => getConsent(ctx.deps, ctx.userId));

export const acceptTermsProcedure = authedProcedure
  .meta({ openapi: { method: 'POST', path: '/me/consent', tags: ['privacy'], summary: 'Accept the current privacy notice and terms' } })
  .input(ZAcceptTermsRequestSchema)
  .output(ZConsentResponseSchema)
  .mutation(({ ctx, input }) => acceptTerms(ctx.deps, ctx.userId, input.version));
