import { authedProcedure } from '../../../trpc/init';
import { verifyQrCode } from './qr-service';
import { ZVerifyQrCodeRequestSchema, ZVerifyQrCodeResponseSchema } from './verify-qr-code.types';

export const verifyQrCodeProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/qr/verify',
      tags: ['social'],
      summary: 'Check a scanned payment QR code and name the user to pay (400 when not ours or tampered)',
    },
  })
  .input(ZVerifyQrCodeRequestSchema)
  .output(ZVerifyQrCodeResponseSchema)
  .mutation(({ ctx, input }) => verifyQrCode(ctx.deps.db, ctx.deps.env.SESSION_SECRET, ctx.userId, input.payload));
