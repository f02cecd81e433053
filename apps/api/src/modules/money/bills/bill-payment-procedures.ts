import { z } from 'zod';
import { authedProcedure } from '../../../trpc/init';
import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZIdempotencyHeaders } from '../../idempotency';
import {
  createBillPayment,
  getBillPayment,
  listBillers,
  listBillPayments,
  listBundles,
  lookupCustomer,
  quoteBillPayment,
} from './bill-payment-service';
import {
  ZBillerSchema,
  ZBillPaymentSchema,
  ZBundleSchema,
  ZCreateBillPaymentRequestSchema,
  ZLookupRequestSchema,
  ZLookupResponseSchema,
  zCustomerNumber,
} from './bill-payment.types';
import { payerPhoneOf } from './bill-payment-repository';

export const listBillersProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/billers', tags: ['bills'], summary: 'Airtime, data and bill billers the wallet pays' } })
  .input(z.object({}))
  .output(z.array(ZBillerSchema))
  .query(() => listBillers());

export const lookupBillCustomerProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/billers/{id}/lookup',
      tags: ['bills'],
      summary: "The customer's name for a meter, account or smartcard number, to confirm before paying",
    },
  })
  .input(ZLookupRequestSchema)
  .output(ZLookupResponseSchema)
  .mutation(async ({ ctx, input }) => lookupCustomer(ctx.deps, input.id, input.customerNumber, await payerPhoneOf(ctx.deps, ctx.userId)));

export const listBillerBundlesProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/billers/{id}/bundles', tags: ['bills'], summary: "A data biller's bundles and prices" } })
  .input(z.object({ id: z.string().trim().min(1).max(40), customerNumber: zCustomerNumber }))
  .output(z.array(ZBundleSchema))
  .query(({ ctx, input }) => listBundles(ctx.deps, input.id, input.customerNumber));

export const createBillPaymentProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/bill-payments',
      tags: ['bills'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Buy airtime or data, or pay a bill, from the wallet (processing until the biller answers)',
    },
  })
  .input(ZCreateBillPaymentRequestSchema)
  .output(ZBillPaymentSchema)
  .mutation(async ({ ctx, input }) => {
    // The aggregator's answers (bundle price, customer name) come before the money's transaction.
    const quote = await quoteBillPayment(ctx.deps, {
      userId: ctx.userId,
      billerId: input.billerId,
      customerNumber: input.customerNumber,
      amountPesewas: input.amount,
      bundleId: input.bundleId,
      payerPhone: await payerPhoneOf(ctx.deps, ctx.userId),
    });
    const payment = await ctx.idempotently('bill-payment', input, (trx) => createBillPayment(trx, ctx.deps, ctx.userId, quote));
    ctx.deps.kickBillPayment?.(payment.id);
    return payment;
  });

export const listBillPaymentsProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/bill-payments', tags: ['bills'], summary: 'My airtime, data and bill payments, newest first' },
  })
  .input(z.object({}))
  .output(z.array(ZBillPaymentSchema))
  .query(({ ctx }) => listBillPayments(ctx.deps, ctx.userId));

export const getBillPaymentProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/bill-payments/{id}', tags: ['bills'], summary: 'One of my bill payments (else 404)' } })
  .input(z.object({ id: z.string().max(64) }))
  .output(ZBillPaymentSchema)
  .query(({ ctx, input }) => getBillPayment(ctx.deps, ctx.userId, input.id));
