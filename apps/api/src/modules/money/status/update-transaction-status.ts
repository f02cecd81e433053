import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZIdempotencyHeaders } from '../../idempotency';
import { changeTransactionStatus } from './transaction-status-service';
import { afterPaymentCommitted } from '../waiting-payments/waiting-payment-service';
import { ZUpdateTransactionStatusRequestSchema, ZUpdateTransactionStatusResponseSchema } from './update-transaction-status.types';

export const updateTransactionStatusProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/transactions/{id}/status',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Proceed with (pending) or cancel a blocked transaction; only its sender (Idempotency-Key supported)',
    },
  })
  .input(ZUpdateTransactionStatusRequestSchema)
  .output(ZUpdateTransactionStatusResponseSchema)
  .mutation(async ({ ctx, input }) => {
    let ran = false;
    const answer = await ctx.idempotently('update-transaction-status', input, (trx) => {
      ran = true;
      return changeTransactionStatus(trx, ctx.deps, { userId: ctx.userId, transactionId: input.id, status: input.status });
    });
    // Committed by this request (not a replay): a guardian asked, a reversal waiting on the recipient served.
    if (ran && input.status === 'pending') await afterPaymentCommitted(ctx.deps, String(input.id));
    return answer;
  });
