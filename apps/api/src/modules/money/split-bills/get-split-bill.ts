import { authedProcedure } from '../../../trpc/init';
import { getSplitBill } from './split-bill-service';
import { ZGetSplitBillRequestSchema, ZGetSplitBillResponseSchema } from './split-bill.types';

export const getSplitBillProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/split-bills/{id}',
      tags: ['money'],
      summary: "One of the signed-in user's split bills: each share and whether it was paid, declined, is pending or expired",
    },
  })
  .input(ZGetSplitBillRequestSchema)
  .output(ZGetSplitBillResponseSchema)
  .query(({ ctx, input }) => getSplitBill(ctx.deps.db, ctx.deps, { userId: ctx.userId, billId: input.id }));
