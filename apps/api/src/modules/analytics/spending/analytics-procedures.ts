import { authedProcedure } from '../../../trpc/init';
import { DEFAULT_ANALYTICS_DAYS } from './analytics-range';
import { getAnalytics } from './analytics-service';
import { ZAnalyticsResponseSchema, ZGetAnalyticsForDaysRequestSchema, ZGetAnalyticsRequestSchema } from './analytics-procedures.types';

export const getAnalyticsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/analytics',
      tags: ['analytics'],
      summary: 'The signed-in user’s spending analytics (?days=7|30|90|365, default 30)',
    },
  })
  .input(ZGetAnalyticsRequestSchema)
  .output(ZAnalyticsResponseSchema)
  .query(({ ctx, input }) => getAnalytics(ctx.deps, ctx.userId, input?.days ?? DEFAULT_ANALYTICS_DAYS));

/** The same, with the range as a path segment: the document's client forms its path from its cache key. */
export const getAnalyticsForDaysProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/analytics/{days}',
      tags: ['analytics'],
      summary: 'The signed-in user’s spending analytics for 7, 30, 90 or 365 days',
    },
  })
  .input(ZGetAnalyticsForDaysRequestSchema)
  .output(ZAnalyticsResponseSchema)
  .query(({ ctx, input }) => getAnalytics(ctx.deps, ctx.userId, input.days));
