import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZCreateMoneyRequestRequestSchema, ZCreateMoneyRequestResponseSchema } from './create-money-request.types';
import { REPLAYED_HEADER, ZIdempotencyHeaders } from '../../idempotency';
import { noticeMoneyRequested } from '../money-notices';
import { createMoneyRequest } from './money-request-service';

export const createMoneyRequestProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/money-requests',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Ask another user for money (Idempotency-Key supported)',
    },
  })
  .input(ZCreateMoneyRequestRequestSchema)
  .output(ZCreateMoneyRequestResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const request = await ctx.idempotently('create-money-request', input, (trx) =>
      createMoneyRequest(trx, ctx.deps, {
        requesterId: ctx.userId,
        payerId: input.payerId,
        amountPesewas: input.amount,
        message: input.message ?? null,
      }),
    );
    if (!ctx.reply.getHeader(REPLAYED_HEADER)) {
      noticeMoneyRequested(ctx.deps, {
        payerId: input.payerId,
        requesterName: request.requesterName,
        amount: request.amount,
        message: request.message,
      });
    }
    return request;
  });
