import type { Context } from '../../../trpc/context';
import { authedProcedure } from '../../../trpc/init';
import { AppError } from '../../../errors';
import { consumeRateLimit } from '../../rate-limits';
import { CARD_CHECKS_PER_USER } from './card-limits';
import {
  ZAddCardRequestSchema,
  ZAddCardResponseSchema,
  ZCardIdSchema,
  ZCardMessageSchema,
  ZCompleteCardCheckoutRequestSchema,
  ZCompleteCardCheckoutResponseSchema,
  ZListCardsRequestSchema,
  ZListCardsResponseSchema,
  ZStartCardCheckoutRequestSchema,
  ZStartCardCheckoutResponseSchema,
} from './card-procedures.types';
import { completeCardCheckout, startCardCheckout } from './card-checkout-service';
import { CARD_NUMBERS_REFUSED, deleteCard, listCards, setDefaultCard } from './card-service';

// The card calls are thin over the services, so they share a file.
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
      summary: 'Refused (422): card numbers are not taken here; add a card through the hosted checkout (POST /cards/checkout)',
    },
  })
  .input(ZAddCardRequestSchema)
  .output(ZAddCardResponseSchema)
  .mutation(() => {
    throw new AppError('NOT_SUPPORTED', CARD_NUMBERS_REFUSED);
  });

/** Where Paystack sends the browser back: APP_ORIGIN when set (behind a proxy), else the request's own origin. */
const originOf = (ctx: Context) =>
  ctx.deps.env.APP_ORIGIN
    ? new URL(ctx.deps.env.APP_ORIGIN).origin
    : new URL(`${ctx.req.protocol}://${ctx.req.headers.host ?? 'localhost'}`).origin;

export const startCardCheckoutProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/cards/checkout',
      tags: ['accounts'],
      summary: 'Add a card through Paystack’s hosted page: where to send the browser (a ₵1.00 check, refunded at once)',
    },
  })
  .input(ZStartCardCheckoutRequestSchema)
  .output(ZStartCardCheckoutResponseSchema)
  .mutation(async ({ ctx, input }) => {
    await consumeRateLimit(ctx.deps.db, CARD_CHECKS_PER_USER, ctx.userId, ctx.deps.now());
    return startCardCheckout(ctx.deps, ctx.userId, input, originOf(ctx));
  });

export const completeCardCheckoutProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/cards/checkout/complete',
      tags: ['accounts'],
      summary: 'After Paystack’s page sends the browser back: verify the card check by its reference and save the card',
    },
  })
  .input(ZCompleteCardCheckoutRequestSchema)
  .output(ZCompleteCardCheckoutResponseSchema)
  .mutation(({ ctx, input }) => completeCardCheckout(ctx.deps, input.reference, ctx.userId));

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
