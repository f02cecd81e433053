import { authedProcedure } from '../../../trpc/init';
import { setTransactionCategory } from './transaction-category-service';
import { ZSetTransactionCategoryRequestSchema, ZTransactionCategoryResponseSchema } from './transaction-category.types';

export const setTransactionCategoryProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/transactions/{id}/category',
      tags: ['analytics'],
      summary: 'Files a payment the signed-in user sent under a spending category',
    },
  })
  .input(ZSetTransactionCategoryRequestSchema)
  .output(ZTransactionCategoryResponseSchema)
  .mutation(({ ctx, input }) => setTransactionCategory(ctx.deps, ctx.userId, input));
