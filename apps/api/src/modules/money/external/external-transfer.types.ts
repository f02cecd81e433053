import { GHANA_BANKS, nameRules, numberText, zAmountTextOrNumber } from '@ghanapay/validators';
import { z } from 'zod';
import { ZTransferMessageFields } from './transfer-answer-message';
import { zIdempotencyKeyField } from '../../idempotency';

export const TRANSFER_MESSAGES = {
  missing: 'Please enter an amount and select an account',
  insufficient: 'Transfer amount exceeds wallet balance',
  selectTransferType: 'Please choose standard or instant',
  accountNotFound: 'Account not found',
  accountInactive: 'This account is turned off. Turn it on to transfer to it.',
  accountUnverified: 'This account has not been verified yet. Transfers go only to verified accounts.',
  cardsNotSupported: 'Transfers to cards are not available. Choose a mobile money or bank account.',
  addMoneyWalletsOnly: 'Add Money works with mobile money wallets. Choose an MTN MoMo, Telecel Cash or AirtelTigo Money account.',
  otpFormat: 'Enter the 6-digit code',
  notAwaitingOtp: 'This payment is not waiting for a code',
  cardNotFound: 'Card not found',
  cardReAdd: 'This card was saved before cards went through Paystack. Remove it and add it again to pay with it.',
  cardNotReusable: 'This card cannot be charged again. Add it again or choose another.',
  // The document's bank-transfer messages (section 5).
  recipientName: 'Recipient name is required',
  recipientAccount: 'Account number must be at least 10 digits',
  selectBank: 'Please select a bank',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  referenceTooLong: 'Reference must be less than 50 characters',
  scheduledDateRequired: 'Scheduled date is required for scheduled transfers',
  scheduledDatePast: 'Scheduled date cannot be in the past',
  scheduledDateTooFar: 'Scheduled date must be within a year',
} as const;

/** A linked account as /me names it: "momo-12" / "bank-7" (the combined list), a saved card "card-3", or the bare row id. */
const zLinkedAccountId = z
  .union([z.string().trim(), z.number().int().positive()], { error: TRANSFER_MESSAGES.missing })
  .transform((v, ctx) => {
    const text = String(v);
    const match = /^(?:(momo|bank|card)-)?([1-9]\d{0,15})$/.exec(text);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: text === '' ? TRANSFER_MESSAGES.missing : TRANSFER_MESSAGES.accountNotFound });
      return z.NEVER;
    }
    return { prefix: (match[1] ?? null) as 'momo' | 'bank' | 'card' | null, id: match[2]! };
  });

/** The client's fee as decimal text ("1.75", or the float 1.7500000000000002 a browser computes). */
const zClientFee = z
  .union([z.string().trim(), z.number()])
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? numberText(v) : v;
    if (text === null || !/^\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid fee' });
      return z.NEVER;
    }
    return text;
  })
  .optional()
  .nullable();

export const ZWalletTransferRequestSchema = z
  .object({
    amount: z.unknown().optional(),
    accountId: z.unknown().optional(),
    accountType: z.enum(['mobile_money', 'bank', 'card'], { error: 'Invalid account type' }).optional(),
    transferType: z.enum(['standard', 'instant'], { error: TRANSFER_MESSAGES.selectTransferType }).default('standard'),
    fee: zClientFee,
    idempotencyKey: zIdempotencyKeyField,
  })
  .superRefine((input, ctx) => {
    const missing = (v: unknown) => v === undefined || v === null || v === '';
    if (missing(input.amount) || missing(input.accountId)) ctx.addIssue({ code: 'custom', message: TRANSFER_MESSAGES.missing });
  })
  .transform((input, ctx) => {
    const amount = zAmountTextOrNumber.safeParse(input.amount);
    const account = zLinkedAccountId.safeParse(input.accountId);
    if (!amount.success) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.error.issues[0]!.message });
    if (!account.success) ctx.addIssue({ code: 'custom', path: ['accountId'], message: account.error.issues[0]!.message });
    if (!amount.success || !account.success) return z.NEVER;
    return { ...input, amount: amount.data, accountId: account.data };
  });

export const ZAddMoneyRequestSchema = z
  .object({
    amount: zAmountTextOrNumber,
    accountId: z.unknown(),
    idempotencyKey: zIdempotencyKeyField,
  })
  .transform((input, ctx) => {
    const account = zLinkedAccountId.safeParse(input.accountId);
    if (!account.success) {
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'Please select an account' });
      return z.NEVER;
    }
    return { ...input, accountId: account.data };
  });

const TRANSFER_STATUS_KEYS = [
  'scheduled',
  'processing',
  'awaiting_code',
  'awaiting_bank_check',
  'awaiting_payer',
  'awaiting_approval',
  'charging_card',
  'under_review',
  'completed',
  'failed',
  'failed_refunded',
  'sent_back',
  'sent_back_over_limit',
] as const;
const ZTransferStatusKeySchema = z.enum(TRANSFER_STATUS_KEYS);
export type TTransferStatusKey = z.infer<typeof ZTransferStatusKeySchema>;

export const ZExternalTransferSchema = z.object({
  id: z.string(),
  direction: z.enum(['out', 'in']),
  purpose: z.enum(['wallet_transfer', 'bank_transfer', 'add_money', 'add_money_refund', 'payment_link']),
  /**
   * The document's three: pending (also scheduled and under review), completed, failed; and
   * awaiting_otp, money coming in that waits for the code the payer's network texted them.
   */
  status: z.enum(['pending', 'awaiting_otp', 'completed', 'failed']),
  /** What a person reads: "Scheduled for Wed 25 Nov", "Processing", "Under review", "Completed", "Failed". */
  statusLabel: z.string(),
  /** The same as a stable key, for a screen that writes it in another language (`scheduled`: for `executeAfter`). */
  statusKey: ZTransferStatusKeySchema,
  /** While awaiting_otp: what to do ("Enter the code Telecel Cash sent to 020 555 5555 to approve"); else null. */
  payerMessage: z.string().nullable(),
  /**
   * While a card's bank asks for its own check of the payment (3-D Secure): the bank's page, for the
   * payer to open and approve there; else null. The status stays pending until the bank's answer.
   */
  bankCheckUrl: z.string().nullable().default(null),
  transferType: z.enum(['standard', 'instant', 'immediate', 'scheduled', 'collection']),
  amount: z.string(),
  fee: z.string(),
  total: z.string(),
  accountName: z.string(),
  /** Masked unless it is the person's own account: their own number is shown in groups. */
  accountNumber: z.string(),
  /** "MTN MoMo", "Telecel Cash", or the bank's name. */
  destination: z.string(),
  failureReason: z.string().nullable(),
  // Coerced: a replayed response (stored under its Idempotency-Key as JSON) has ISO strings here.
  executeAfter: z.coerce.date(),
  createdAt: z.coerce.date(),
  completedAt: z.coerce.date().nullable(),
});
export type TExternalTransfer = z.infer<typeof ZExternalTransferSchema>;

/** POST /api/wallet/add-money/{id}/otp: the code the payer's network texted them (never stored). */
export const ZCollectionOtpRequestSchema = z.object({
  id: z.string().max(64),
  otp: z
    .string({ error: TRANSFER_MESSAGES.otpFormat })
    .trim()
    .regex(/^\d{6}$/, TRANSFER_MESSAGES.otpFormat),
});

export const ZWalletTransferResponseSchema = z.object({
  message: z.string(),
  ...ZTransferMessageFields,
  transfer: ZExternalTransferSchema,
});
export const ZListExternalTransfersResponseSchema = z.array(ZExternalTransferSchema);

/** A bank of the document's fixed list by its code (`GCB`, any case) or its sort code (`040`); the code comes out. */
const zBankCode = z
  .string({ error: TRANSFER_MESSAGES.selectBank })
  .trim()
  .transform((value, ctx) => {
    const bank = GHANA_BANKS.find((b) => b.code === value.toUpperCase() || b.sortCode === value);
    if (!bank) {
      ctx.addIssue({ code: 'custom', message: TRANSFER_MESSAGES.selectBank });
      return z.NEVER;
    }
    return bank.code;
  });

/**
 * POST /api/bank-transfers as the document's client sends it: amount as a JSON number (read from its
 * decimal text), bankCode from the fixed list, a reference of at most 50 characters (empty: BT_ and
 * a timestamp), a date when scheduled.
 */
export const ZCreateBankTransferRequestSchema = z
  .object({
    recipientName: z
      .string({ error: TRANSFER_MESSAGES.recipientName })
      .trim()
      .min(2, TRANSFER_MESSAGES.recipientName)
      .max(100)
      .superRefine(nameRules('Recipient name')),
    recipientAccount: z
      .string({ error: TRANSFER_MESSAGES.recipientAccount })
      .trim()
      .regex(/^\d{10,20}$/, TRANSFER_MESSAGES.recipientAccount),
    bankCode: zBankCode,
    bankName: z.string().trim().max(100).optional().nullable(),
    amount: z.union([z.string(), z.number()], { error: TRANSFER_MESSAGES.amountRequired }).transform((v, ctx) => {
      const parsed = zAmountTextOrNumber.safeParse(v);
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        ctx.addIssue({ code: 'custom', message: /positive/.test(message) ? TRANSFER_MESSAGES.amountPositive : message });
        return z.NEVER;
      }
      return parsed.data;
    }),
    reference: z.string().trim().max(50, TRANSFER_MESSAGES.referenceTooLong).optional().nullable(),
    narration: z.string().trim().max(140).optional().nullable(),
    transferType: z.enum(['immediate', 'scheduled'], { error: 'Please choose immediate or scheduled' }).default('immediate'),
    scheduledDate: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Invalid date')
      .optional()
      .nullable(),
    idempotencyKey: zIdempotencyKeyField,
  })
  .superRefine((input, ctx) => {
    if (input.transferType === 'scheduled' && !input.scheduledDate)
      ctx.addIssue({ code: 'custom', path: ['scheduledDate'], message: TRANSFER_MESSAGES.scheduledDateRequired });
  });

const ZBankTransferSchema = z.object({
  id: z.string(),
  recipientName: z.string(),
  recipientAccount: z.string(),
  bankName: z.string(),
  bankCode: z.string(),
  amount: z.string(),
  reference: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  statusLabel: z.string(),
  statusKey: ZTransferStatusKeySchema,
  transferType: z.enum(['immediate', 'scheduled']),
  scheduledDate: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.coerce.date(),
});
export type TBankTransfer = z.infer<typeof ZBankTransferSchema>;

export const ZCreateBankTransferResponseSchema = ZBankTransferSchema.extend({ message: z.string(), ...ZTransferMessageFields });
export const ZListBankTransfersResponseSchema = z.array(ZBankTransferSchema);

/** POST /api/banking/bank-transfer: the document's second ("interconnect") call. */
export const ZInterconnectTransferRequestSchema = z.object({
  amount: z.union([z.string(), z.number()], { error: TRANSFER_MESSAGES.amountRequired }).pipe(zAmountTextOrNumber),
  senderBank: z.string().trim().max(100).optional().nullable(),
  recipientBank: z.string({ error: TRANSFER_MESSAGES.selectBank }).trim().min(1, TRANSFER_MESSAGES.selectBank).max(100),
  senderAccount: z.string().trim().max(40).optional().nullable(),
  recipientAccount: z
    .string({ error: TRANSFER_MESSAGES.recipientAccount })
    .trim()
    .regex(/^\d{10,20}$/, TRANSFER_MESSAGES.recipientAccount),
  reference: z.string().trim().max(50, TRANSFER_MESSAGES.referenceTooLong).optional().nullable(),
  narration: z.string().trim().max(140).optional().nullable(),
  recipientName: z.string().trim().min(2).max(100).superRefine(nameRules('Recipient name')).optional().nullable(),
  idempotencyKey: zIdempotencyKeyField,
});
export const ZInterconnectTransferResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  ...ZTransferMessageFields,
  transferId: z.string().nullable(),
});
