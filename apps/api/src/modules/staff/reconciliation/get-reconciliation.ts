import { staffProcedure } from '../../../trpc/staff-procedure';
import { readReconciliation } from './reconciliation-service';
import { ZGetReconciliationRequestSchema, ZGetReconciliationResponseSchema } from './get-reconciliation.types';

export const getReconciliationProcedure = staffProcedure(['compliance'], 'Only compliance staff can read the reconciliation')
  .meta({
    openapi: {
      method: 'GET',
      path: '/staff/reconciliation',
      tags: ['staff'],
      summary:
        'Compliance: transfers and bill payments against their providers, and the settlement accounts, read-only (nothing is applied)',
    },
  })
  .input(ZGetReconciliationRequestSchema)
  .output(ZGetReconciliationResponseSchema)
  .query(({ ctx, input }) => readReconciliation(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input));
