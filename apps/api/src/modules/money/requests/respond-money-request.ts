import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZIdempotencyHeaders } from '../../idempotency';
import { respondToMoneyRequest } from './money-request-service';
import { afterPaymentCommitted } from '../waiting-payments/waiting-payment-service';
import { ZRespondMoneyRequestRequestSchema, ZRespondMoneyRequestResponseSchema } from './respond-money-request.types';

export const respondMoneyRequestProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/money-requests/{id}/respond',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Approve (pay) or reject a request addressed to the signed-in user (Idempotency-Key supported)',
    },
  })
  .input(ZRespondMoneyRequestRequestSchema)
  .output(ZRespondMoneyRequestResponseSchema)
  .mutation(async ({ ctx, input }) => {
    let ran = false;
    const answer = await ctx.idempotently('respond-money-request', input, (trx) => {
      ran = true;
      return respondToMoneyRequest(trx, ctx.deps, { userId: ctx.userId, requestId: input.id, action: input.action });
    });
    // Committed by this request (not a replay): a guardian asked, a reversal waiting on the requester served.
    if (ran && answer.transactionId !== null) await afterPaymentCommitted(ctx.deps, String(answer.transactionId));
    return answer;
  });
