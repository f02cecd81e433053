import { authedProcedure } from '../../../trpc/init';
import { listSplitBills } from './split-bill-service';
import { ZListSplitBillsRequestSchema, ZListSplitBillsResponseSchema } from './split-bill.types';

export const listSplitBillsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/split-bills',
      tags: ['money'],
      summary: "The signed-in user's split bills, newest first, with each participant's share and whether they paid",
    },
  })
  .input(ZListSplitBillsRequestSchema)
  .output(ZListSplitBillsResponseSchema)
  .query(({ ctx }) => listSplitBills(ctx.deps.db, ctx.deps, ctx.userId));
