import { z } from 'zod';
import { authedProcedure, publicProcedure } from '../../../trpc/init';
import { myPushSubscriptions, subscribePush, unsubscribePush, vapidPublicKey } from './push-subscription-service';
import {
  ZPushSubscriptionIdSchema,
  ZPushSubscriptionSchema,
  ZSubscribePushRequestSchema,
  ZSubscribePushResponseSchema,
  ZVapidPublicKeySchema,
} from './push.types';

export const getVapidPublicKeyProcedure = publicProcedure
  .meta({
    openapi: { method: 'GET', path: '/push/vapid-public-key', tags: ['push'], summary: 'The key a browser subscribes to our pushes with' },
  })
  .input(z.object({}))
  .output(ZVapidPublicKeySchema)
  .query(({ ctx }) => vapidPublicKey(ctx.deps.env));

export const subscribePushProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/push/subscriptions',
      tags: ['push'],
      summary: 'Send my pushes to this browser (its PushSubscription); the same endpoint again is the same subscription',
    },
  })
  .input(ZSubscribePushRequestSchema)
  .output(ZSubscribePushResponseSchema)
  .mutation(({ ctx, input }) => subscribePush(ctx.deps, ctx.userId, input, ctx.req.headers['user-agent']));

export const listPushSubscriptionsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/push/subscriptions', tags: ['push'], summary: 'The devices that get my pushes' } })
  .input(z.object({}))
  .output(z.array(ZPushSubscriptionSchema))
  .query(({ ctx }) => myPushSubscriptions(ctx.deps.db, ctx.userId));

export const deletePushSubscriptionProcedure = authedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/push/subscriptions/{id}', tags: ['push'], summary: 'Stop sending pushes to one device' } })
  .input(ZPushSubscriptionIdSchema)
  .output(z.object({ message: z.string() }))
  .mutation(async ({ ctx, input }) => {
    await unsubscribePush(ctx.deps.db, ctx.userId, input.id);
    return { message: 'This device no longer gets pushes' };
  });
