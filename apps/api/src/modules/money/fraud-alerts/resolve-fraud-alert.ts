import { AppError } from '../../../errors';
import { authedProcedure } from '../../../trpc/init';
import { toFraudAlertDto } from './fraud-alert-dto';
import { resolveFraudAlertRow } from './fraud-alert-repository';
import { ZResolveFraudAlertRequestSchema, ZResolveFraudAlertResponseSchema } from './resolve-fraud-alert.types';

export const resolveFraudAlertProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/fraud-alerts/{id}/resolve',
      tags: ['money'],
      summary: 'Mark one of the user’s fraud alerts resolved (repeatable)',
    },
  })
  .input(ZResolveFraudAlertRequestSchema)
  .output(ZResolveFraudAlertResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const row = await resolveFraudAlertRow(ctx.deps.db, ctx.userId, String(input.id), ctx.deps.now());
    if (!row) throw new AppError('NOT_FOUND', 'Fraud alert not found');
    return toFraudAlertDto(row);
  });
