import { authedProcedure } from '../../../trpc/init';
import { ZListReactionsRequestSchema, ZListReactionsResponseSchema } from './list-reactions.types';
import { listReactions } from './reaction-service';

export const listReactionsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/transactions/{id}/reactions',
      tags: ['social'],
      summary: 'Emoji reactions on a transaction the user may see: [{emoji, count, reactedByMe}]',
    },
  })
  .input(ZListReactionsRequestSchema)
  .output(ZListReactionsResponseSchema)
  .query(({ ctx, input }) => listReactions(ctx.deps.db, ctx.userId, input.id));
