import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZCreateMoneyRequestRequestSchema, ZCreateMoneyRequestResponseSchema } from './create-money-request.types';
import { ZIdempotencyHeaders } from '../../idempotency';
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
  .mutation(({ ctx, input }) =>
    ctx.idempotently('create-money-request', input, (trx) =>
      createMoneyRequest(trx, ctx.deps, {
        requesterId: ctx.userId,
        payerId: input.payerId,
        amountPesewas: input.amount,
        message: input.message ?? null,
      }),
    ),
  );
