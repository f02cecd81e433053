import { z } from 'zod';
import type { Context } from '../../../trpc/context';
import { authedProcedure, publicProcedure } from '../../../trpc/init';
import { consumeAddressLimit, consumeRateLimit } from '../../rate-limits';
import { LINK_PAYS_PER_IP, LINK_PAYS_PER_LINK, LINK_READS_PER_IP } from './payment-link-limits';
import {
  closePaymentLink,
  createPaymentLink,
  linkOrigin,
  linkPaymentStatus,
  listPaymentLinks,
  payPaymentLink,
  paymentLinkQr,
  publicPaymentLink,
  submitLinkPaymentOtp,
} from './payment-link-service';
import {
  ZCreatePaymentLinkRequestSchema,
  ZLinkPaymentIdSchema,
  ZLinkPaymentOtpRequestSchema,
  ZLinkPaymentSchema,
  ZPaymentLinkCodeSchema,
  ZPaymentLinkIdSchema,
  ZPaymentLinkQrSchema,
  ZPaymentLinkSchema,
  ZPaymentLinksResponseSchema,
  ZPayPaymentLinkRequestSchema,
  ZPublicPaymentLinkSchema,
} from './payment-link.types';

const originOf = (ctx: Context) => linkOrigin(ctx.deps.env, { protocol: ctx.req.protocol, host: ctx.req.headers.host });

export const createPaymentLinkProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/payment-links',
      tags: ['payment-links'],
      summary: 'A link anyone can pay into my wallet from mobile money: a set amount or one the payer types, once or many times',
    },
  })
  .input(ZCreatePaymentLinkRequestSchema)
  .output(ZPaymentLinkSchema)
  .mutation(({ ctx, input }) => createPaymentLink(ctx.deps, ctx.userId, input, originOf(ctx)));

export const listPaymentLinksProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/payment-links',
      tags: ['payment-links'],
      summary: 'My payment links, newest first, each with what it received',
    },
  })
  .input(z.object({}))
  .output(ZPaymentLinksResponseSchema)
  .query(async ({ ctx }) => ({ paymentLinks: await listPaymentLinks(ctx.deps, ctx.userId, originOf(ctx)) }));

export const closePaymentLinkProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/payment-links/{id}/close',
      tags: ['payment-links'],
      summary: 'Close one of my payment links: it takes no more payments',
    },
  })
  .input(ZPaymentLinkIdSchema)
  .output(ZPaymentLinkSchema)
  .mutation(({ ctx, input }) => closePaymentLink(ctx.deps, ctx.userId, input.id, originOf(ctx)));

export const paymentLinkQrProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/payment-links/{id}/qr',
      tags: ['payment-links'],
      summary: 'One of my payment links as a QR code (SVG) of its address',
    },
  })
  .input(ZPaymentLinkIdSchema)
  .output(ZPaymentLinkQrSchema)
  .query(({ ctx, input }) => paymentLinkQr(ctx.deps, ctx.userId, input.id, originOf(ctx)));

export const publicPaymentLinkProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/public/payment-links/{code}',
      tags: ['payment-links'],
      summary: 'What a payer sees of a link (no sign-in): the owner as mobile money shows a payee, what it is for, the amount',
    },
  })
  .input(ZPaymentLinkCodeSchema)
  .output(ZPublicPaymentLinkSchema)
  .query(async ({ ctx, input }) => {
    await consumeAddressLimit(ctx.deps.db, LINK_READS_PER_IP, ctx.ip, ctx.deps.now());
    return publicPaymentLink(ctx.deps, input.code);
  });

export const payPaymentLinkProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/public/payment-links/{code}/pay',
      tags: ['payment-links'],
      summary:
        "Pay a link from a mobile-money number (no sign-in): the payer approves the prompt on their phone, then the owner's wallet is credited",
    },
  })
  .input(ZPayPaymentLinkRequestSchema)
  .output(ZLinkPaymentSchema)
  .mutation(async ({ ctx, input }) => {
    const now = ctx.deps.now();
    await consumeAddressLimit(ctx.deps.db, LINK_PAYS_PER_IP, ctx.ip, now);
    await consumeRateLimit(ctx.deps.db, LINK_PAYS_PER_LINK, input.code, now);
    return payPaymentLink(ctx.deps, input);
  });

export const linkPaymentStatusProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/public/payment-links/{code}/payments/{paymentId}',
      tags: ['payment-links'],
      summary: 'How a payment of a link stands, for its payer to follow (no sign-in): pending, completed or failed and why',
    },
  })
  .input(ZLinkPaymentIdSchema)
  .output(ZLinkPaymentSchema)
  .query(async ({ ctx, input }) => {
    await consumeAddressLimit(ctx.deps.db, LINK_READS_PER_IP, ctx.ip, ctx.deps.now());
    return linkPaymentStatus(ctx.deps, input.code, input.paymentId);
  });

export const linkPaymentOtpProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/public/payment-links/{code}/payments/{paymentId}/otp',
      tags: ['payment-links'],
      summary:
        'The code the payer’s network (Telecel, AirtelTigo) texted them, for a payment waiting for one (no sign-in; 422 when refused)',
    },
  })
  .input(ZLinkPaymentOtpRequestSchema)
  .output(ZLinkPaymentSchema)
  .mutation(async ({ ctx, input }) => {
    // Counted as a payment attempt: a code is tried at most three times per payment, and these bound the guessing from one address.
    await consumeAddressLimit(ctx.deps.db, LINK_PAYS_PER_IP, ctx.ip, ctx.deps.now());
    return submitLinkPaymentOtp(ctx.deps, input.code, input.paymentId, input.otp);
  });
