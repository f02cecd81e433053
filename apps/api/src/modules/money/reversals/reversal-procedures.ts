import { z } from 'zod';
import { authedProcedure } from '../../../trpc/init';
import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { staffProcedure } from '../../../trpc/staff-procedure';
import { ZIdempotencyHeaders } from '../../idempotency';
import { ZTransactionSchema } from '../transaction-dto';
import { listReversalViewsFor, listStaffReversalViews } from './reversal-repository';
import {
  acceptReversal,
  checkSendBack,
  declineReversal,
  decideReversal,
  getReversalDto,
  requestReversal,
  returnPayment,
  toReversalDto,
  withdrawReversal,
} from './reversal-service';
import { noticePaymentReturned } from './reversal-notices';
import {
  ZCreateReversalRequestSchema,
  ZDeclineReversalRequestSchema,
  ZReturnPaymentRequestSchema,
  ZReversalIdSchema,
  ZReversalRequestSchema,
  ZSendBackCheckRequestSchema,
  ZSendBackCheckResponseSchema,
  ZStaffDecisionRequestSchema,
} from './reversal.types';

const tags = ['reversals'];
const staffOnly = staffProcedure(['support', 'compliance'], 'Only support and compliance staff decide reversal requests');

export const requestReversalProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/transactions/{id}/reversal-request',
      tags,
      summary: 'Sent to the wrong person? Ask for a completed payment back (sender, within 30 days); the amount is held at once',
    },
  })
  .input(ZCreateReversalRequestSchema)
  .output(ZReversalRequestSchema)
  .mutation(({ ctx, input }) => requestReversal(ctx.deps, ctx.userId, input));

export const listReversalRequestsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/reversal-requests', tags, summary: 'My reversal requests, as sender and as recipient' } })
  .input(z.object({}))
  .output(z.array(ZReversalRequestSchema))
  .query(async ({ ctx }) =>
    (await listReversalViewsFor(ctx.deps.db, ctx.userId)).map((v) => toReversalDto(v, v.senderId === ctx.userId ? 'sender' : 'recipient')),
  );

export const getReversalRequestProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/reversal-requests/{id}', tags, summary: 'One reversal request I sent or received' } })
  .input(ZReversalIdSchema)
  .output(ZReversalRequestSchema)
  .query(({ ctx, input }) => getReversalDto(ctx.deps.db, input.id, ctx.userId));

export const acceptReversalProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/reversal-requests/{id}/accept',
      tags,
      summary: 'The recipient agrees: the payment is reversed from the hold (now, or as soon as the hold covers it)',
    },
  })
  .input(ZReversalIdSchema)
  .output(ZReversalRequestSchema)
  .mutation(({ ctx, input }) => acceptReversal(ctx.deps, ctx.userId, input.id));

export const declineReversalProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/reversal-requests/{id}/decline',
      tags,
      summary: 'The recipient disagrees, with a reason: staff decide, the hold stays',
    },
  })
  .input(ZDeclineReversalRequestSchema)
  .output(ZReversalRequestSchema)
  .mutation(({ ctx, input }) => declineReversal(ctx.deps, ctx.userId, input.id, input.reason));

export const withdrawReversalProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/reversal-requests/{id}/withdraw',
      tags,
      summary: 'The sender withdraws an open request (the hold is released)',
    },
  })
  .input(ZReversalIdSchema)
  .output(ZReversalRequestSchema)
  .mutation(({ ctx, input }) => withdrawReversal(ctx.deps, ctx.userId, input.id));

export const listStaffReversalRequestsProcedure = staffOnly
  .meta({
    openapi: {
      method: 'GET',
      path: '/staff/reversal-requests',
      tags,
      summary: 'Staff: reversal cases declined or unanswered, oldest first',
    },
  })
  .input(z.object({}))
  .output(z.array(ZReversalRequestSchema))
  .query(async ({ ctx }) => (await listStaffReversalViews(ctx.deps.db)).map((v) => toReversalDto(v, 'staff')));

export const staffReverseProcedure = staffOnly
  .meta({
    openapi: {
      method: 'POST',
      path: '/staff/reversal-requests/{id}/reverse',
      tags,
      summary: 'Staff: reverse the payment (now, or as soon as the hold covers it)',
    },
  })
  .input(ZStaffDecisionRequestSchema)
  .output(ZReversalRequestSchema)
  .mutation(({ ctx, input }) =>
    decideReversal(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input.id, { outcome: 'reverse', note: input.note }),
  );

export const staffReleaseProcedure = staffOnly
  .meta({
    openapi: {
      method: 'POST',
      path: '/staff/reversal-requests/{id}/release',
      tags,
      summary: 'Staff: refuse the reversal; the hold goes back to the recipient',
    },
  })
  .input(ZStaffDecisionRequestSchema)
  .output(ZReversalRequestSchema)
  .mutation(({ ctx, input }) =>
    decideReversal(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input.id, { outcome: 'release', note: input.note }),
  );

export const returnPaymentProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/transactions/{id}/return',
      tags,
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Return a payment I received: it is reversed at once, whole, from my balance',
    },
  })
  .input(ZReturnPaymentRequestSchema)
  .output(ZTransactionSchema)
  .mutation(async ({ ctx, input }) => {
    const returned = await ctx.idempotently('return-payment', input, (trx) => returnPayment(trx, ctx.userId, input.id, ctx.deps.now()));
    void noticePaymentReturned(ctx.deps, returned);
    return returned;
  });

export const checkSendBackProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/send-money/send-back-check',
      tags,
      summary: 'Before a send: did this recipient pay me this very amount in the last 7 days? (then Return their payment instead)',
    },
  })
  .input(ZSendBackCheckRequestSchema)
  .output(ZSendBackCheckResponseSchema)
  .query(({ ctx, input }) => checkSendBack(ctx.deps, ctx.userId, input));
