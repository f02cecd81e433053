import { authedProcedure } from '../../../trpc/init';
import { submitDocument } from './kyc-service';
import { ZSubmitDocumentRequestSchema, ZSubmitDocumentResponseSchema } from './submit-document.types';

export const submitDocumentProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/kyc/submit-document',
      tags: ['kyc'],
      summary: 'Submit a document and a selfie uploaded first to POST /api/kyc/images; verified, rejected, or left for a reviewer',
    },
  })
  .input(ZSubmitDocumentRequestSchema)
  .output(ZSubmitDocumentResponseSchema)
  .mutation(({ ctx, input }) => submitDocument(ctx.deps, ctx.userId, input));
