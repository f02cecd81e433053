import { z } from 'zod';

export const ZStaffMeRequestSchema = z.object({});

export const ZStaffMeResponseSchema = z.object({
  role: z.enum(['support', 'compliance', 'reviewer', 'operator', 'admin']),
  /** What this role may open in the console. */
  canLookUp: z.boolean(),
  canFreeze: z.boolean(),
  canReadAuditLog: z.boolean(),
  canReadReconciliation: z.boolean(),
  canReviewIdentity: z.boolean(),
});
