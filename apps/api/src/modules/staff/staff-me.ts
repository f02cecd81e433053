import { STAFF_ROLES, staffProcedure } from '../../trpc/staff-procedure';
import { ZStaffMeRequestSchema, ZStaffMeResponseSchema } from './staff-me.types';

/** The console's frame asks who is at the desk: 403 "Only staff…" for a customer, the passkey message for a password session. */
export const staffMeProcedure = staffProcedure(STAFF_ROLES)
  .meta({ openapi: { method: 'GET', path: '/staff/me', tags: ['staff'], summary: 'Staff: my role and what the console lets me do' } })
  .input(ZStaffMeRequestSchema)
  .output(ZStaffMeResponseSchema)
  .query(({ ctx }) => {
    const role = ctx.staffRole;
    const admin = role === 'admin';
    return {
      role,
      canLookUp: admin || role === 'support' || role === 'compliance',
      canFreeze: admin || role === 'compliance',
      canReadAuditLog: admin || role === 'compliance',
      canReadReconciliation: admin || role === 'compliance',
      canReviewIdentity: admin || role === 'reviewer',
    };
  });
