import { authedProcedure } from '../../../trpc/init';
import { removeReaction } from './reaction-service';
import { ZRemoveReactionRequestSchema, ZRemoveReactionResponseSchema } from './remove-reaction.types';

export const removeReactionProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/transactions/{id}/reactions/{emoji}',
      tags: ['social'],
      summary: 'Take back one’s own emoji reaction',
    },
  })
  .input(ZRemoveReactionRequestSchema)
  .output(ZRemoveReactionResponseSchema)
  .mutation(({ ctx, input }) => removeReaction(ctx.deps.db, ctx.userId, input.id, input.emoji));
