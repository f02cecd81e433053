import { staffProcedure } from '../../../trpc/staff-procedure';
import { latestStaffActions } from './staff-audit-service';
import { ZListAuditLogRequestSchema, ZListAuditLogResponseSchema } from './audit-log-procedures.types';

export const listAuditLogProcedure = staffProcedure(['compliance'], 'Only compliance staff can read the audit log')
  .meta({
    openapi: { method: 'GET', path: '/staff/audit-log', tags: ['staff'], summary: 'Compliance: the latest rows of the staff audit log' },
  })
  .input(ZListAuditLogRequestSchema)
  .output(ZListAuditLogResponseSchema)
  .query(async ({ ctx, input }) => ({ entries: await latestStaffActions(ctx.deps.db, input.limit) }));
