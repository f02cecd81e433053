import { APP_NAME } from '@ghanapay/validators';
import { z } from 'zod';
import { authedProcedure } from '../../../trpc/init';
import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZIdempotencyHeaders } from '../../idempotency';
import {
  getMyMerchant,
  listMyTakings,
  merchantToPay,
  myMerchantQr,
  noticeMerchantPaid,
  openMerchant,
  payMerchant,
  readQrCode,
  refundMerchantPayment,
  resolveMerchantPayment,
} from './merchant-service';
import {
  ZFindMerchantRequestSchema,
  ZMerchantPaymentSchema,
  ZMerchantQrRequestSchema,
  ZMerchantToPaySchema,
  ZMerchantSchema,
  ZOpenMerchantRequestSchema,
  ZPayMerchantRequestSchema,
  ZReadQrRequestSchema,
  ZReadQrResponseSchema,
  ZRefundRequestSchema,
} from './merchant.types';

export const openMerchantProcedure = authedProcedure
  .meta({
    openapi: { method: 'POST', path: '/merchants', tags: ['merchants'], summary: 'Open my merchant profile (a 6-digit merchant ID)' },
  })
  .input(ZOpenMerchantRequestSchema)
  .output(ZMerchantSchema)
  .mutation(({ ctx, input }) => openMerchant(ctx.deps.db, ctx.userId, input));

export const getMyMerchantProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/merchants/me', tags: ['merchants'], summary: 'My merchant profile (404 when I have none)' } })
  .input(z.object({}))
  .output(ZMerchantSchema)
  .query(({ ctx }) => getMyMerchant(ctx.deps.db, ctx.userId));

export const listMyTakingsProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/merchants/me/payments', tags: ['merchants'], summary: 'Payments to my business, newest first' },
  })
  .input(z.object({}))
  .output(z.array(ZMerchantPaymentSchema))
  .query(({ ctx }) => listMyTakings(ctx.deps.db, ctx.userId));

export const myMerchantQrProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/merchants/me/qr',
      tags: ['merchants'],
      summary: 'My GhQR code (EMVCo merchant-presented): dynamic with an amount, static without',
    },
  })
  .input(ZMerchantQrRequestSchema)
  .output(z.object({ payload: z.string() }))
  .query(({ ctx, input }) => myMerchantQr(ctx.deps.db, ctx.userId, input));

/**
 * A shop by the merchant ID it shows (poster, counter sign), to confirm its name before paying:
 * unknown is a 404, one's own business a 400. Registered after /merchants/me… (the REST paths match
 * in the router's order, and "me" is not a merchant ID).
 */
export const findMerchantProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/merchants/{merchantId}',
      tags: ['merchants'],
      summary: "A merchant by its 6-digit ID: the business's name and city, to confirm before paying",
    },
  })
  .input(ZFindMerchantRequestSchema)
  .output(ZMerchantToPaySchema)
  .query(async ({ ctx, input }) => {
    const merchant = await merchantToPay(ctx.deps.db, ctx.userId, input.merchantId);
    return { merchantId: merchant.merchantCode, name: merchant.businessName, city: merchant.city };
  });

export const readQrProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/qr/read',
      tags: ['merchants'],
      summary: `What a scanned code is: a ${APP_NAME} merchant or person (another network: 400)`,
    },
  })
  .input(ZReadQrRequestSchema)
  .output(ZReadQrResponseSchema)
  .mutation(({ ctx, input }) => readQrCode(ctx.deps.db, input.payload));

export const payMerchantProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/merchant-payments',
      tags: ['merchants'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Pay a merchant by its GhQR code or its merchant ID and an amount, from my wallet',
    },
  })
  .input(ZPayMerchantRequestSchema)
  .output(ZMerchantPaymentSchema)
  .mutation(async ({ ctx, input }) => {
    const resolved = await resolveMerchantPayment(ctx.deps.db, ctx.userId, input);
    const payment = await ctx.idempotently('merchant-payment', input, (trx) => payMerchant(trx, ctx.userId, resolved, ctx.deps.now()));
    await noticeMerchantPaid(ctx.deps, payment.id);
    return payment;
  });

export const refundMerchantPaymentProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/merchant-payments/{id}/refund',
      tags: ['merchants'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Refund a payment to my business, whole or in part (at most what is left of it)',
    },
  })
  .input(ZRefundRequestSchema)
  .output(ZMerchantPaymentSchema)
  .mutation(({ ctx, input }) => ctx.idempotently('merchant-refund', input, (trx) => refundMerchantPayment(trx, ctx.userId, input)));
