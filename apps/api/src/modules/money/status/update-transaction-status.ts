import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZIdempotencyHeaders } from '../../idempotency';
import { changeTransactionStatus } from './transaction-status-service';
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
  .mutation(({ ctx, input }) =>
    ctx.idempotently('update-transaction-status', input, (trx) =>
      changeTransactionStatus(trx, ctx.deps, { userId: ctx.userId, transactionId: input.id, status: input.status }),
    ),
  );
