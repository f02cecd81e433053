import { z } from 'zod';

export const ZListAuditLogRequestSchema = z.object({
  limit: z.coerce.number({ error: 'limit is a number from 1 to 200' }).int().min(1).max(200).default(50),
});

const ZAuditLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffUsername: z.string(),
  staffRole: z.string(),
  action: z.string(),
  subjectUsername: z.string().nullable(),
  subjectReference: z.string().nullable(),
  reason: z.string(),
});

export const ZListAuditLogResponseSchema = z.object({ entries: z.array(ZAuditLogEntrySchema) });
