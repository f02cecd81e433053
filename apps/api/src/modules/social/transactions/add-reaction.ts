import { authedProcedure } from '../../../trpc/init';
import { ZAddReactionRequestSchema, ZAddReactionResponseSchema } from './add-reaction.types';
import { addReaction } from './reaction-service';

export const addReactionProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/transactions/{id}/reactions',
      tags: ['social'],
      summary: 'React with an emoji (at most 10 characters); the same emoji twice counts once',
    },
  })
  .input(ZAddReactionRequestSchema)
  .output(ZAddReactionResponseSchema)
  .mutation(({ ctx, input }) => addReaction(ctx.deps.db, ctx.deps.now(), ctx.userId, input.id, input.emoji));
