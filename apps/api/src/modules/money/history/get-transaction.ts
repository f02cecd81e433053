import { authedProcedure } from '../../../trpc/init';
import { ZGetTransactionRequestSchema, ZGetTransactionResponseSchema } from './get-transaction.types';
import { getTransaction } from './transaction-history';

export const getTransactionProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/transactions/{id}',
      tags: ['money'],
      summary: 'One transaction the signed-in user sent or received (else 404)',
    },
  })
  .input(ZGetTransactionRequestSchema)
  .output(ZGetTransactionResponseSchema)
  .query(({ ctx, input }) => getTransaction(ctx.deps.db, ctx.userId, input.id));
