import { z } from 'zod';
import { authedProcedure } from '../../../trpc/init';
import { ZLimitsSchema } from './get-limits.types';
import { getLimits } from './limits-service';

export const getLimitsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/limits',
      tags: ['money'],
      summary: 'The signed-in user’s KYC tier, its daily, monthly and balance limits, and what is left of each',
    },
  })
  .input(z.object({}))
  .output(ZLimitsSchema)
  .query(({ ctx }) => getLimits(ctx.deps, ctx.userId));
