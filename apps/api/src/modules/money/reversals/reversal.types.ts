import { zAmount, zRecordId, APP_NAME } from '@ghanapay/validators';
import { z } from 'zod';
import { zIdempotencyKeyField } from '../../idempotency';
import { zRecipientEmail, zRecipientPhone, zRecipientUsername } from '../money-inputs';

export const REVERSAL_MESSAGES = {
  paymentNotFound: 'Payment not found',
  requestNotFound: 'Reversal request not found',
  notReversible: `Only a completed payment to another ${APP_NAME} user can be reversed`,
  tooOld: 'A reversal can be asked for within 30 days of the payment; contact support for an older one',
  alreadyAsked: 'There is already a reversal request for this payment',
  tooManyOpen: 'You have 3 open reversal requests. Wait for an answer or withdraw one before asking again',
  selfServiceLost:
    'Our staff refused 3 of your reversal requests in the last 90 days, so you can no longer ask in the app. Please contact support',
  notOpen: 'This reversal request is no longer waiting for this answer',
  returnInsufficient: 'Your wallet does not hold enough to return this payment',
  reason: 'Tell us in 3 to 280 characters what went wrong',
  note: 'Write a note of 3 to 500 characters for the record',
} as const;

const REVERSAL_STATUSES = ['open', 'accepted', 'disputed', 'awaiting_staff', 'reversed', 'released', 'withdrawn', 'returned'] as const;
export type ReversalStatus = (typeof REVERSAL_STATUSES)[number];
/** Still waiting for money or a decision: they count towards the 3-open limit and keep their holds. */
export const LIVE_REVERSAL_STATUSES = ['open', 'accepted', 'disputed', 'awaiting_staff'] as const satisfies readonly ReversalStatus[];

const zReason = z.string({ error: REVERSAL_MESSAGES.reason }).trim().min(3, REVERSAL_MESSAGES.reason).max(280, REVERSAL_MESSAGES.reason);
const zNote = z.string({ error: REVERSAL_MESSAGES.note }).trim().min(3, REVERSAL_MESSAGES.note).max(500, REVERSAL_MESSAGES.note);
const zRequestId = z.string().max(64);

export const ZCreateReversalRequestSchema = z.object({ id: zRecordId('transaction'), reason: zReason });
export const ZReversalIdSchema = z.object({ id: zRequestId });
export const ZDeclineReversalRequestSchema = z.object({ id: zRequestId, reason: zReason });
export const ZStaffDecisionRequestSchema = z.object({ id: zRequestId, note: zNote });
export const ZReturnPaymentRequestSchema = z.object({ id: zRecordId('transaction'), idempotencyKey: zIdempotencyKeyField });

export const ZReversalRequestSchema = z.object({
  id: z.string(),
  transactionId: z.number().int(),
  /** Cedis with 2 decimals: the payment's amount, and how much of it waits in holds now. */
  amount: z.string(),
  heldAmount: z.string(),
  status: z.enum(REVERSAL_STATUSES),
  /** Which side of it the viewer is on (staff: neither). */
  role: z.enum(['sender', 'recipient', 'staff']),
  senderName: z.string(),
  recipientName: z.string(),
  reason: z.string(),
  declineReason: z.string().nullable(),
  staffNote: z.string().nullable(),
  /** The last day (Ghana time) the recipient may answer before staff take the case. */
  respondBy: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TReversalRequest = z.infer<typeof ZReversalRequestSchema>;

export const SEND_BACK_WARNING = 'Did someone ask you to send back money they sent by mistake? Use Return on their payment instead';

/** The send screen's check as the form fills in: the recipient as the send names them, and the amount. */
export const ZSendBackCheckRequestSchema = z.object({
  amount: zAmount,
  recipientPhone: zRecipientPhone,
  recipientEmail: zRecipientEmail,
  recipientUsername: zRecipientUsername,
});
export const ZSendBackCheckResponseSchema = z.object({
  /** This person paid me this very amount in the last 7 days: the "send it back" scam, or a mistake Return undoes. */
  warn: z.boolean(),
  message: z.string().nullable(),
  /** The payment to Return instead (the newest such), when warn. */
  transactionId: z.number().int().nullable(),
});
