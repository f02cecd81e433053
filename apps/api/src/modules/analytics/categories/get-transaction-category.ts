import { authedProcedure } from '../../../trpc/init';
import { getTransactionCategory } from './transaction-category-service';
import { ZGetTransactionCategoryRequestSchema, ZTransactionCategoryResponseSchema } from './transaction-category.types';

export const getTransactionCategoryProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/transactions/{id}/category',
      tags: ['analytics'],
      summary: 'The spending category of a payment the signed-in user sent',
    },
  })
  .input(ZGetTransactionCategoryRequestSchema)
  .output(ZTransactionCategoryResponseSchema)
  .query(({ ctx, input }) => getTransactionCategory(ctx.deps, ctx.userId, input.id));
