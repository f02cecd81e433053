import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { REPLAYED_HEADER, ZIdempotencyHeaders } from '../../idempotency';
import { noticeMoneyRequested } from '../money-notices';
import { linkOrigin } from '../payment-links/payment-link-service';
import { textShareLink } from './share-link-sms';
import { findLanguage } from '../../notify';
import { createSplitBill } from './split-bill-service';
import { ZCreateSplitBillRequestSchema, ZCreateSplitBillResponseSchema } from './split-bill.types';

export const createSplitBillProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/split-bills',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Split a bill: one money request to every participant but the creator, all or nothing (Idempotency-Key supported)',
    },
  })
  .input(ZCreateSplitBillRequestSchema)
  .output(ZCreateSplitBillResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { bill, sent, invited } = await ctx.idempotently('create-split-bill', input, (trx) =>
      createSplitBill(trx, ctx.deps, {
        creatorId: ctx.userId,
        description: input.description,
        totalPesewas: input.totalAmount,
        splitMethod: input.splitMethod,
        participants: input.participants.map((p) => ({ userId: p.userId, phoneNumber: p.phoneNumber, amount: p.amount })),
      }),
    );
    if (!ctx.reply.getHeader(REPLAYED_HEADER)) {
      for (const share of sent) noticeMoneyRequested(ctx.deps, share);
      const origin = linkOrigin(ctx.deps.env, { protocol: ctx.req.protocol, host: ctx.req.headers.host });
      const language = invited.length > 0 ? await findLanguage(ctx.deps.db, ctx.userId) : undefined;
      for (const share of invited) await textShareLink(ctx.deps, share, origin, language);
    }
    return bill;
  });
