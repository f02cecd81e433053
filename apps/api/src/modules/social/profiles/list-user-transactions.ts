import { authedProcedure } from '../../../trpc/init';
import { ZListUserTransactionsRequestSchema, ZListUserTransactionsResponseSchema } from './list-user-transactions.types';
import { listUserTransactions } from './profile-service';

export const listUserTransactionsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/users/{userId}/transactions',
      tags: ['social'],
      summary: 'A user’s completed payments the signed-in user may see (amounts only for the two parties)',
    },
  })
  .input(ZListUserTransactionsRequestSchema)
  .output(ZListUserTransactionsResponseSchema)
  .query(({ ctx, input }) => listUserTransactions(ctx.deps.db, ctx.userId, input));
