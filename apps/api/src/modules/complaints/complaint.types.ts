import { COMPLAINT_MESSAGES, zComplaintCategory, zComplaintDescription } from '@ghanapay/validators';
import { z } from 'zod';

const COMPLAINT_STATUSES = ['received', 'acknowledged', 'investigating', 'resolved', 'escalated'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
/** Where a complaint came from: the app, a USSD session, or a reversal the recipient declined. */
export type ComplaintSource = 'web' | 'ussd' | 'reversal';

export const COMPLAINT_ERRORS = {
  notFound: 'Complaint not found',
  paymentNotFound: 'Payment not found among your payments',
  closed: 'This complaint is closed',
  alreadyExtended: 'This complaint has been extended once already',
  sameStatus: 'The complaint already has this status',
} as const;

const zReference = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^CMP-\d{4}-\d{6,}$/, 'A complaint reference looks like CMP-2026-000123');

export const ZFileComplaintRequestSchema = z.object({
  category: zComplaintCategory,
  /** A payment of mine, as its receipt names it: p2p-12, transfer-<uuid>, bill-<uuid>, merchant-<uuid>. */
  transactionId: z.string().trim().min(1).max(64).optional(),
  description: zComplaintDescription,
});
export type TFileComplaintRequest = z.infer<typeof ZFileComplaintRequestSchema>;

const zIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZFiledComplaintSchema = z.object({
  reference: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  acknowledgeBy: zIsoDate,
  resolveBy: zIsoDate,
});
export type TFiledComplaint = z.infer<typeof ZFiledComplaintSchema>;

export const ZComplaintSchema = ZFiledComplaintSchema.extend({
  category: zComplaintCategory,
  categoryLabel: z.string(),
  transactionId: z.string().nullable(),
  description: z.string(),
  outcome: z.string().nullable(),
  filedAt: z.coerce.date(),
  /** The resolve-by date before an extension (equal to resolveBy when there was none). */
  firstResolveBy: zIsoDate,
  extensionReason: z.string().nullable(),
  /** Open and past its last deadline. */
  breached: z.boolean(),
});
export type TComplaint = z.infer<typeof ZComplaintSchema>;

const ZComplaintEventSchema = z.object({
  at: z.coerce.date(),
  status: z.enum(COMPLAINT_STATUSES),
  note: z.string(),
});

export const ZComplaintDetailSchema = ZComplaintSchema.extend({ history: z.array(ZComplaintEventSchema) });
export type TComplaintDetail = z.infer<typeof ZComplaintDetailSchema>;

export const ZComplaintReferenceRequestSchema = z.object({ reference: zReference });

export const ZStaffComplaintSchema = ZComplaintSchema.extend({
  customer: z.object({ name: z.string(), username: z.string() }),
  /** Working days to the last deadline: 0 on the day, negative once past. */
  workingDaysLeft: z.number().int(),
});
export type TStaffComplaint = z.infer<typeof ZStaffComplaintSchema>;

export const ZStaffComplaintDetailSchema = ZStaffComplaintSchema.extend({
  history: z.array(ZComplaintEventSchema.extend({ by: z.string().nullable() })),
});

const staffText = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message);

/** The note is told to the customer; for `resolved` it is the outcome, and the message says so. */
export const ZSetComplaintStatusRequestSchema = z
  .object({
    reference: zReference,
    status: z.enum(['investigating', 'resolved', 'escalated'], { error: 'Status must be investigating, resolved or escalated' }),
    note: z.string({ error: COMPLAINT_MESSAGES.note }).trim().max(1000, COMPLAINT_MESSAGES.note),
  })
  .superRefine((value, ctx) => {
    if (value.note.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: value.status === 'resolved' ? COMPLAINT_MESSAGES.outcome : COMPLAINT_MESSAGES.note,
      });
  });

export const ZExtendComplaintRequestSchema = z.object({
  reference: zReference,
  reason: staffText(5, 500, COMPLAINT_MESSAGES.reason),
});
