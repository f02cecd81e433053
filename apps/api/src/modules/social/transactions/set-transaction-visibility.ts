import { authedProcedure } from '../../../trpc/init';
import { ZSetTransactionVisibilityRequestSchema, ZSetTransactionVisibilityResponseSchema } from './set-transaction-visibility.types';
import { setTransactionVisibility } from './visibility-service';

export const setTransactionVisibilityProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/transactions/{id}/visibility',
      tags: ['social'],
      summary: 'A party chooses who else sees the payment: public, friends or private (the stricter side applies)',
    },
  })
  .input(ZSetTransactionVisibilityRequestSchema)
  .output(ZSetTransactionVisibilityResponseSchema)
  .mutation(({ ctx, input }) => setTransactionVisibility(ctx.deps.db, ctx.userId, input.id, input.visibility));
