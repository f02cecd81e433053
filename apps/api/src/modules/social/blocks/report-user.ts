import { authedProcedure } from '../../../trpc/init';
import { reportUser } from './report-service';
import { ZReportUserRequestSchema, ZReportUserResponseSchema } from './report-user.types';

export const reportUserProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/users/{userId}/report',
      tags: ['social'],
      summary: 'Report a user for review (empty body, or {reason?, transactionId?}); feeds the fraud score of payments to them',
    },
  })
  .input(ZReportUserRequestSchema)
  .output(ZReportUserResponseSchema)
  .mutation(({ ctx, input }) =>
    reportUser(ctx.deps.db, ctx.deps.now(), {
      reporterId: ctx.userId,
      reportedId: input.userId,
      reason: input.reason,
      transactionId: input.transactionId,
    }),
  );
