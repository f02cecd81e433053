import { authedProcedure } from '../../../trpc/init';
import { ZGenerateQrCodeRequestSchema, ZGenerateQrCodeResponseSchema } from './generate-qr-code.types';
import { generateQrCode } from './qr-service';

export const generateQrCodeProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/qr/generate',
      tags: ['social'],
      summary: 'The signed-in user’s signed payment QR payload ("My QR Code")',
    },
  })
  .input(ZGenerateQrCodeRequestSchema)
  .output(ZGenerateQrCodeResponseSchema)
  .query(({ ctx }) => generateQrCode(ctx.deps.db, ctx.deps.env.SESSION_SECRET, ctx.userId));
