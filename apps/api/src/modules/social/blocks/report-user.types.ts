import { z } from 'zod';
import { zRecordId } from '@ghanapay/validators';
import { zUserIdParam } from '../social-inputs';

const REPORT_REASON_MAX_LENGTH = 500;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** The spec's client sends an empty body; a reason and the transaction concerned are optional. */
export const ZReportUserRequestSchema = z.object({
  userId: zUserIdParam,
  reason: z.preprocess(
    blankToNull,
    z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(REPORT_REASON_MAX_LENGTH, `Reason must be at most ${REPORT_REASON_MAX_LENGTH} characters`)
      .nullable(),
  ),
  transactionId: z.preprocess(blankToNull, zRecordId('transaction').nullable()),
});

export const ZReportUserResponseSchema = z.object({
  reported: z.literal(true),
  reportId: z.number().int(),
  /** The thank-you note the toast shows. */
  message: z.string(),
});

export type TReportUserRequest = z.input<typeof ZReportUserRequestSchema>;
export type TReportUserResponse = z.infer<typeof ZReportUserResponseSchema>;
