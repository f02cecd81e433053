import { z } from 'zod';
import { authedProcedure } from '../../../trpc/init';
import {
  cancelStandingOrder,
  changeStandingOrder,
  createStandingOrder,
  getStandingOrder,
  listStandingOrders,
} from './standing-order-service';
import {
  ZCreateStandingOrderRequestSchema,
  ZStandingOrderIdSchema,
  ZStandingOrderSchema,
  ZStandingOrdersResponseSchema,
  ZUpdateStandingOrderRequestSchema,
} from './standing-order.types';

export const createStandingOrderProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/standing-orders',
      tags: ['money'],
      summary: 'Pay (or ask) a person the same amount on an RFC 5545 schedule, at 08:00 Ghana time on each day of it',
    },
  })
  .input(ZCreateStandingOrderRequestSchema)
  .output(ZStandingOrderSchema)
  .mutation(({ ctx, input }) => createStandingOrder(ctx.deps, ctx.userId, input));

export const listStandingOrdersProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/standing-orders',
      tags: ['money'],
      summary: 'My standing orders, each with its next run and latest runs',
    },
  })
  .input(z.object({}))
  .output(ZStandingOrdersResponseSchema)
  .query(async ({ ctx }) => ({ standingOrders: await listStandingOrders(ctx.deps, ctx.userId) }));

export const getStandingOrderProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/standing-orders/{id}', tags: ['money'], summary: 'One of my standing orders' } })
  .input(ZStandingOrderIdSchema)
  .output(ZStandingOrderSchema)
  .query(({ ctx, input }) => getStandingOrder(ctx.deps, ctx.userId, input.id));

export const updateStandingOrderProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/standing-orders/{id}',
      tags: ['money'],
      summary: 'Pause or resume a standing order, or change its amount (from the next run on)',
    },
  })
  .input(ZUpdateStandingOrderRequestSchema)
  .output(ZStandingOrderSchema)
  .mutation(({ ctx, input }) => changeStandingOrder(ctx.deps, ctx.userId, input));

export const deleteStandingOrderProcedure = authedProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/standing-orders/{id}', tags: ['money'], summary: 'Cancel a standing order: no run from now on' },
  })
  .input(ZStandingOrderIdSchema)
  .output(z.object({ message: z.string() }))
  .mutation(async ({ ctx, input }) => {
    await cancelStandingOrder(ctx.deps, ctx.userId, input.id);
    return { message: 'Standing order cancelled' };
  });
