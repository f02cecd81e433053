import { authedProcedure } from '../../trpc/init';
import { ZGetReceiptRequestSchema, ZGetReceiptResponseSchema } from './get-receipt.types';
import { getReceipt, receiptOrigin, toReceiptDto } from './receipt-service';

export const getReceiptProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/receipts/{transactionId}',
      tags: ['receipts'],
      summary: 'A completed payment’s receipt with its signed verify code and link (its payer or payee only; anyone else: 404)',
    },
  })
  .input(ZGetReceiptRequestSchema)
  .output(ZGetReceiptResponseSchema)
  .query(async ({ ctx, input }) => {
    const receipt = await getReceipt(ctx.deps, ctx.userId, input.transactionId);
    return toReceiptDto(receipt, receiptOrigin(ctx.deps.env, { protocol: ctx.req.protocol, host: ctx.req.headers.host }));
  });
