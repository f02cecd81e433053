import { authedProcedure } from '../../../trpc/init';
import { toFraudAlertDto } from './fraud-alert-dto';
import { listFraudAlertRows } from './fraud-alert-repository';
import { ZListFraudAlertsRequestSchema, ZListFraudAlertsResponseSchema } from './list-fraud-alerts.types';

/** The latest alerts are what the dashboard and its modal show; older ones are history. */
const FRAUD_ALERTS_SHOWN = 100;

export const listFraudAlertsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/fraud-alerts', tags: ['money'], summary: 'The signed-in user’s fraud alerts, newest first' } })
  .input(ZListFraudAlertsRequestSchema)
  .output(ZListFraudAlertsResponseSchema)
  .query(async ({ ctx }) => (await listFraudAlertRows(ctx.deps.db, ctx.userId, FRAUD_ALERTS_SHOWN)).map(toFraudAlertDto));
