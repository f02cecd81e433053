import { authedProcedure } from '../../../trpc/init';
import { previewRecipient } from './recipient-preview';
import { ZPreviewRecipientRequestSchema, ZPreviewRecipientResponseSchema } from './preview-recipient.types';

export const previewRecipientProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/recipients/preview',
      tags: ['money'],
      summary: 'The name a payment would reach ("Kofi B.") and whether it is the first payment to them; rate-limited like a search',
    },
  })
  .input(ZPreviewRecipientRequestSchema)
  .output(ZPreviewRecipientResponseSchema)
  .mutation(({ ctx, input }) =>
    previewRecipient(ctx.deps, {
      senderId: ctx.userId,
      ip: ctx.ip,
      recipient: { phone: input.recipientPhone, email: input.recipientEmail, username: input.recipientUsername },
    }),
  );
