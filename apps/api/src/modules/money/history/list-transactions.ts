import { authedProcedure } from '../../../trpc/init';
import { ZListTransactionsRequestSchema, ZListTransactionsResponseSchema } from './list-transactions.types';
import { listTransactions } from './transaction-history';

export const listTransactionsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/transactions',
      tags: ['money'],
      summary: 'The signed-in user’s sent and received transactions, newest first, with search and a cursor',
    },
  })
  .input(ZListTransactionsRequestSchema)
  .output(ZListTransactionsResponseSchema)
  .query(({ ctx, input }) => listTransactions(ctx.deps.db, { userId: ctx.userId, ...(input ?? {}) }));
