import { z } from 'zod';
import { authedProcedure } from '../../../trpc/init';
import { ZTransactionSchema } from '../transaction-dto';
import { cancelWaitingPayment, getFirstPaymentRule, listWaitingPayments, updateFirstPaymentRule } from './waiting-payment-service';
import {
  ZCancelWaitingPaymentRequestSchema,
  ZFirstPaymentRuleSchema,
  ZListWaitingPaymentsResponseSchema,
  ZUpdateFirstPaymentRuleRequestSchema,
} from './waiting-payment.types';

export const listWaitingPaymentsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/waiting-payments',
      tags: ['money'],
      summary: 'Payments still waiting that I sent, will receive or must approve, each with when it arrives',
    },
  })
  .input(z.object({}))
  .output(ZListWaitingPaymentsResponseSchema)
  .query(async ({ ctx }) => ({ payments: await listWaitingPayments(ctx.deps.db, ctx.userId) }));

export const cancelWaitingPaymentProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/waiting-payments/{id}/cancel',
      tags: ['money'],
      summary: 'Cancel a payment of mine still waiting: the money comes back at once (409 once it has arrived)',
    },
  })
  .input(ZCancelWaitingPaymentRequestSchema)
  .output(ZTransactionSchema)
  .mutation(({ ctx, input }) => cancelWaitingPayment(ctx.deps, ctx.userId, String(input.id)));

export const getFirstPaymentRuleProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/preferences/first-payment-wait',
      tags: ['money'],
      summary: 'How large a first payment to someone new waits, and for how long',
    },
  })
  .input(z.object({}))
  .output(ZFirstPaymentRuleSchema)
  .query(({ ctx }) => getFirstPaymentRule(ctx.deps.db, ctx.userId));

export const updateFirstPaymentRuleProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/preferences/first-payment-wait',
      tags: ['money'],
      summary: 'Change the large-first-payment wait: threshold ₵1–₵10,000 or null (off), wait 1–60 minutes',
    },
  })
  .input(ZUpdateFirstPaymentRuleRequestSchema)
  .output(ZFirstPaymentRuleSchema)
  .mutation(({ ctx, input }) => updateFirstPaymentRule(ctx.deps, ctx.userId, input));
