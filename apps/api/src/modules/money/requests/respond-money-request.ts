import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZIdempotencyHeaders } from '../../idempotency';
import { respondToMoneyRequest } from './money-request-service';
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
  .mutation(({ ctx, input }) =>
    ctx.idempotently('respond-money-request', input, (trx) =>
      respondToMoneyRequest(trx, ctx.deps, { userId: ctx.userId, requestId: input.id, action: input.action }),
    ),
  );
