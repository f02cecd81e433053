import { numberText, readSplitTotal, SPLIT_BILL_DESCRIPTION_MAX, SPLIT_BILL_MESSAGES, zRecordId } from '@ghanapay/validators';
import { z } from 'zod';
import { zIdempotencyKeyField } from '../../idempotency';
import { zRecipientPhone } from '../money-inputs';
import { ZSplitBillSchema } from './split-bill-dto';

const DESCRIPTION_REQUIRED = SPLIT_BILL_MESSAGES.descriptionRequired;
const DESCRIPTION_MAX = SPLIT_BILL_DESCRIPTION_MAX;
const TOTAL_REQUIRED = SPLIT_BILL_MESSAGES.totalRequired;
const TOTAL_INVALID = SPLIT_BILL_MESSAGES.totalInvalid;
const SHARE_INVALID = "Each participant's amount must be a valid amount";
const MAX_PARTICIPANTS = 20;

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** The document's client may send a JSON number: it is read from its decimal text, never through float arithmetic. */
const asText = (value: string | number) => (typeof value === 'number' ? (numberText(value) ?? 'invalid') : value);

const zTotalAmount = z
  .preprocess(
    blankToUndefined,
    z.union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? TOTAL_REQUIRED : TOTAL_INVALID) }),
  )
  .meta({ description: 'Cedis with at most 2 decimals', example: '100.00' })
  .transform((value, ctx) => {
    const result = readSplitTotal(asText(value));
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.pesewas;
  });

/** A share may be ₵0.00 (the creator's own); whether the others are above it is the service's rule. */
const zShare = z
  .preprocess(blankToUndefined, z.union([z.string(), z.number()], { error: SHARE_INVALID }).optional())
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const text = asText(value).trim();
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: SHARE_INVALID });
      return z.NEVER;
    }
    const [whole, fraction = ''] = text.split('.');
    return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  });

const PARTICIPANT_REQUIRED = 'Please choose a participant';

/** A person with the app (userId), or anyone by Ghana phone number (phoneNumber): without a wallet, they are sent a link by SMS. */
const ZParticipantInputSchema = z
  .object({
    userId: z.preprocess(
      blankToUndefined,
      z.string({ error: PARTICIPANT_REQUIRED }).trim().min(1, PARTICIPANT_REQUIRED).max(64, 'User not found').optional(),
    ),
    phoneNumber: zRecipientPhone,
    /** Shown by the document's client; the server reads the person's name from their account. */
    name: z.string().max(200).optional(),
    email: z.string().max(254).nullable().optional(),
    /** Their share in custom mode; ignored by the equal split. */
    amount: zShare,
  })
  .refine((p) => (p.userId === undefined) !== (p.phoneNumber === undefined), { message: PARTICIPANT_REQUIRED, path: ['userId'] });

export const ZCreateSplitBillRequestSchema = z.object({
  description: z
    .string({ error: DESCRIPTION_REQUIRED })
    .trim()
    .min(1, DESCRIPTION_REQUIRED)
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  totalAmount: zTotalAmount,
  splitMethod: z.enum(['equal', 'custom'], { error: 'Split method must be equal or custom' }).optional(),
  participants: z
    .array(ZParticipantInputSchema, { error: SPLIT_BILL_MESSAGES.participantsMin })
    .max(MAX_PARTICIPANTS, `A split bill can have at most ${MAX_PARTICIPANTS} participants`),
  idempotencyKey: zIdempotencyKeyField,
});
export const ZCreateSplitBillResponseSchema = ZSplitBillSchema;

export const ZListSplitBillsRequestSchema = z.object({}).optional();
export const ZListSplitBillsResponseSchema = z.array(ZSplitBillSchema);

export const ZGetSplitBillRequestSchema = z.object({ id: zRecordId('split bill') });
export const ZGetSplitBillResponseSchema = ZSplitBillSchema;

/** Remind or cancel: one participant (userId, or the phone number of one asked by SMS) or, without it, every one who has not paid. */
export const ZSplitBillActionRequestSchema = z.object({
  id: zRecordId('split bill'),
  userId: z.preprocess(blankToUndefined, z.string().trim().max(64, 'Participant not found').optional()),
  idempotencyKey: zIdempotencyKeyField,
});
export const ZRemindSplitBillResponseSchema = z.object({ message: z.string(), reminded: z.number().int(), bill: ZSplitBillSchema });
export const ZCancelSplitBillResponseSchema = z.object({ message: z.string(), cancelled: z.number().int(), bill: ZSplitBillSchema });

export type TCreateSplitBillRequest = z.input<typeof ZCreateSplitBillRequestSchema>;
export type TCreateSplitBillResponse = z.infer<typeof ZCreateSplitBillResponseSchema>;
export type TListSplitBillsResponse = z.infer<typeof ZListSplitBillsResponseSchema>;
export type TSplitBillActionRequest = z.input<typeof ZSplitBillActionRequestSchema>;
export type TRemindSplitBillResponse = z.infer<typeof ZRemindSplitBillResponseSchema>;
export type TCancelSplitBillResponse = z.infer<typeof ZCancelSplitBillResponseSchema>;
