import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZIdempotencyHeaders } from '../../idempotency';
import { cancelUnpaidShares } from './split-bill-service';
import { ZCancelSplitBillResponseSchema, ZSplitBillActionRequestSchema } from './split-bill.types';

export const cancelSplitBillProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/split-bills/{id}/cancel',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: "Cancel one participant's (userId) or every unpaid participant's request (Idempotency-Key supported)",
    },
  })
  .input(ZSplitBillActionRequestSchema)
  .output(ZCancelSplitBillResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { bill, cancelled } = await ctx.idempotently('cancel-split-bill', input, (trx) =>
      cancelUnpaidShares(trx, ctx.deps, { userId: ctx.userId, billId: input.id, participantId: input.userId }),
    );
    return { message: cancelled === 1 ? 'Request cancelled' : `${cancelled} requests cancelled`, cancelled, bill };
  });
