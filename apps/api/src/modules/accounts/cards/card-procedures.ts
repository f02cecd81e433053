import { authedProcedure } from '../../../trpc/init';
import {
  ZAddCardRequestSchema,
  ZAddCardResponseSchema,
  expiryOf,
  ZCardIdSchema,
  ZCardMessageSchema,
  ZListCardsRequestSchema,
  ZListCardsResponseSchema,
} from './card-procedures.types';
import { addCard, deleteCard, listCards, setDefaultCard } from './card-service';

// The four card calls are thin over the service, so they share a file.
export const listCardsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/cards', tags: ['accounts'], summary: 'My saved cards, numbers masked' } })
  .input(ZListCardsRequestSchema)
  .output(ZListCardsResponseSchema)
  .query(({ ctx }) => listCards(ctx.deps, ctx.userId));

export const addCardProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/cards',
      tags: ['accounts'],
      summary: 'Save a card (Luhn-checked; stored encrypted; the CVV is checked and never stored)',
    },
  })
  .input(ZAddCardRequestSchema)
  .output(ZAddCardResponseSchema)
  .mutation(async ({ ctx, input }) => {
    // The CVV is deliberately not passed on: it is never stored.
    const { cardNumber, cardholderName, bankName, isDefault } = input;
    const card = await addCard(ctx.deps, ctx.userId, { cardNumber, cardholderName, bankName, isDefault, ...expiryOf(input) });
    return { ...card, message: 'Card added successfully' };
  });

export const deleteCardProcedure = authedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/cards/{id}', tags: ['accounts'], summary: 'Delete a saved card' } })
  .input(ZCardIdSchema)
  .output(ZCardMessageSchema)
  .mutation(async ({ ctx, input }) => {
    await deleteCard(ctx.deps, ctx.userId, String(input.id));
    return { message: 'Card removed successfully' };
  });

export const setDefaultCardProcedure = authedProcedure
  .meta({ openapi: { method: 'PATCH', path: '/cards/{id}/set-default', tags: ['accounts'], summary: 'Make a card the default' } })
  .input(ZCardIdSchema)
  .output(ZCardMessageSchema)
  .mutation(async ({ ctx, input }) => {
    await setDefaultCard(ctx.deps, ctx.userId, String(input.id));
    return { message: 'Default card updated' };
  });
