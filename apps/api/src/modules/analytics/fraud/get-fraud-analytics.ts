import { authedProcedure } from '../../../trpc/init';
import { getFraudAnalytics } from './fraud-analytics-service';
import { ZFraudAnalyticsResponseSchema, ZGetFraudAnalyticsRequestSchema } from './get-fraud-analytics.types';

export const getFraudAnalyticsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/fraud-analytics',
      tags: ['analytics'],
      summary: 'The signed-in user’s fraud summary, insights and recent alerts',
    },
  })
  .input(ZGetFraudAnalyticsRequestSchema)
  .output(ZFraudAnalyticsResponseSchema)
  .query(({ ctx }) => getFraudAnalytics(ctx.deps, ctx.userId));
