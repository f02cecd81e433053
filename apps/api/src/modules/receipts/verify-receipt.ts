import { publicProcedure } from '../../trpc/init';
import { consumeAddressLimit } from '../rate-limits';
import { RECEIPT_CHECKS_PER_IP } from './receipt-rate-limits';
import { verifyReceiptCode } from './receipt-service';
import { ZVerifyReceiptRequestSchema, ZVerifyReceiptResponseSchema } from './verify-receipt.types';

export const verifyReceiptProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/receipts/verify/{code}',
      tags: ['receipts'],
      summary: 'Whether a receipt code is genuine, with its amount, time, status and masked names (no sign-in; limited per address)',
      protect: false,
    },
  })
  .input(ZVerifyReceiptRequestSchema)
  .output(ZVerifyReceiptResponseSchema)
  .query(async ({ ctx, input }) => {
    await consumeAddressLimit(ctx.deps.db, RECEIPT_CHECKS_PER_IP, ctx.ip, ctx.deps.now());
    return verifyReceiptCode(ctx.deps, input.code);
  });
