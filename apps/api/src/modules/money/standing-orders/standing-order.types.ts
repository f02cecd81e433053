import { RECIPIENT_REQUIRED_MESSAGE, zAmount } from '@ghanapay/validators';
import { z } from 'zod';
import { ZRunOutcomePartsSchema } from './run-outcome';
import { zOptionalMessage, zRecipientEmail, zRecipientPhone, zRecipientUsername } from '../money-inputs';

const STANDING_ORDER_KINDS = ['payment', 'request', 'transfer'] as const;
const STANDING_ORDER_STATUSES = ['active', 'paused', 'ended', 'cancelled'] as const;
const STANDING_ORDER_RUN_STATUSES = ['running', 'retry', 'completed', 'skipped', 'failed'] as const;

/** At most this many standing orders a person keeps active or paused at once. */
export const MAX_STANDING_ORDERS = 20;

export const STANDING_ORDER_MESSAGES = {
  notFound: 'Standing order not found',
  tooMany: `You can keep at most ${MAX_STANDING_ORDERS} standing orders. Cancel one first.`,
  neverRuns: 'This schedule has no day between its start and its end',
  startInPast: 'The schedule cannot start before today',
  yourself: 'A standing order cannot be to yourself',
  ended: 'This standing order has ended or was cancelled',
  nothingToChange: 'Say what to change: status or amount',
  recipientOrAccount: 'A payment or request names a person; a transfer names one of your linked accounts',
  accountRequired: 'Choose one of your linked accounts to transfer to',
} as const;

/** A linked account as POST /api/wallet/transfer names it: `momo-12`, `bank-3`, or the bare id with its type. */
const zLinkedAccountRef = z
  .union([z.string().trim(), z.number().int().positive()], { error: STANDING_ORDER_MESSAGES.accountRequired })
  .transform((v, ctx) => {
    const match = /^(?:(momo|bank)-)?([1-9]\d{0,15})$/.exec(String(v));
    if (!match) {
      ctx.addIssue({ code: 'custom', message: String(v) === '' ? STANDING_ORDER_MESSAGES.accountRequired : 'Account not found' });
      return z.NEVER;
    }
    return { prefix: (match[1] ?? null) as 'momo' | 'bank' | null, id: match[2]! };
  });

const zDay = z
  .string({ error: 'A date is YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'A date is YYYY-MM-DD',
  );

const ZScheduleSchema = z.object({
  /** An RFC 5545 recurrence rule, e.g. `FREQ=MONTHLY;BYMONTHDAY=1` or `FREQ=WEEKLY;BYDAY=FR`. */
  rrule: z.string({ error: 'Give the schedule as a recurrence rule' }).trim().min(1, 'Give the schedule as a recurrence rule').max(200),
  start: zDay,
  end: zDay.nullish(),
});

/**
 * A payment (`payment`, to the person named), a request (`request`, asking the person named) or a
 * transfer out (`transfer`, to the owner's own linked account, `accountId` + `accountType` and
 * `transferType` as POST /api/wallet/transfer takes them) on a schedule.
 */
export const ZCreateStandingOrderRequestSchema = z
  .object({
    kind: z.enum(STANDING_ORDER_KINDS, { error: 'Kind is payment, request or transfer' }).default('payment'),
    recipientPhone: zRecipientPhone,
    recipientEmail: zRecipientEmail,
    recipientUsername: zRecipientUsername,
    accountId: zLinkedAccountRef.optional(),
    accountType: z.enum(['mobile_money', 'bank'], { error: 'Account type is mobile_money or bank' }).optional(),
    transferType: z.enum(['standard', 'instant'], { error: 'Transfer type is standard or instant' }).default('standard'),
    amount: zAmount,
    message: zOptionalMessage,
    schedule: ZScheduleSchema,
  })
  .superRefine((v, ctx) => {
    const person = Boolean(v.recipientPhone || v.recipientEmail || v.recipientUsername);
    if (v.kind === 'transfer') {
      if (person) ctx.addIssue({ code: 'custom', path: ['recipientPhone'], message: STANDING_ORDER_MESSAGES.recipientOrAccount });
      else if (!v.accountId) ctx.addIssue({ code: 'custom', path: ['accountId'], message: STANDING_ORDER_MESSAGES.accountRequired });
    } else if (v.accountId) ctx.addIssue({ code: 'custom', path: ['accountId'], message: STANDING_ORDER_MESSAGES.recipientOrAccount });
    else if (!person) ctx.addIssue({ code: 'custom', path: ['recipientPhone'], message: RECIPIENT_REQUIRED_MESSAGE });
  });

export const ZStandingOrderIdSchema = z.object({ id: z.uuid({ error: STANDING_ORDER_MESSAGES.notFound }) });

export const ZUpdateStandingOrderRequestSchema = ZStandingOrderIdSchema.extend({
  status: z.enum(['active', 'paused'], { error: 'Status is active (resume) or paused' }).optional(),
  amount: zAmount.optional(),
}).refine((v) => v.status !== undefined || v.amount !== undefined, { message: STANDING_ORDER_MESSAGES.nothingToChange });

const ZStandingOrderRunSchema = z.object({
  runOn: z.string(),
  attempt: z.number().int(),
  status: z.enum(STANDING_ORDER_RUN_STATUSES),
  outcome: z.string().nullable(),
  /** The same line as a key and values, for a screen in another language; null: shown as stored. */
  outcomeParts: ZRunOutcomePartsSchema,
  transactionId: z.number().int().nullable(),
  moneyRequestId: z.number().int().nullable(),
  /** The transfer out a `transfer` run made (GET /api/wallet/transfers/{id}). */
  transferId: z.string().nullable(),
});

export const ZStandingOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(STANDING_ORDER_KINDS),
  /** Who is paid (payment) or asked (request); null for a transfer. */
  counterparty: z.object({ id: z.string(), name: z.string(), username: z.string().nullable() }).nullable(),
  /** The owner's own account a transfer goes to (null otherwise); `label` is "MTN MoMo 024 123 4567" (or "Unlinked account"). */
  account: z
    .object({ type: z.enum(['mobile_money', 'bank']), id: z.string(), label: z.string(), transferType: z.enum(['standard', 'instant']) })
    .nullable(),
  amount: z.string(),
  message: z.string().nullable(),
  schedule: z.object({ rrule: z.string(), start: z.string(), end: z.string().nullable() }),
  status: z.enum(STANDING_ORDER_STATUSES),
  /** The next day it runs, at 08:00 Ghana time (null once ended or cancelled). */
  nextRunOn: z.string().nullable(),
  /** The latest runs, newest first. */
  runs: z.array(ZStandingOrderRunSchema),
  createdAt: z.string(),
});

export const ZStandingOrdersResponseSchema = z.object({ standingOrders: z.array(ZStandingOrderSchema) });

export type TStandingOrder = z.infer<typeof ZStandingOrderSchema>;
export type TCreateStandingOrderRequest = z.infer<typeof ZCreateStandingOrderRequestSchema>;
