import { authedProcedure } from '../../../trpc/init';
import { ussdStats } from './ussd-monitor';
import { ZGetUssdStatsRequestSchema, ZGetUssdStatsResponseSchema } from './get-ussd-stats.types';

export const getUssdStatsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/ussd/stats',
      tags: ['ussd'],
      summary: "Today's USSD activity (the operator's whole channel, or your own simulator sessions)",
    },
  })
  .input(ZGetUssdStatsRequestSchema)
  .output(ZGetUssdStatsResponseSchema)
  .query(({ ctx }) => ussdStats(ctx.deps, { userId: ctx.userId, passkeySession: ctx.req.session.get('signInMethod') === 'passkey' }));
