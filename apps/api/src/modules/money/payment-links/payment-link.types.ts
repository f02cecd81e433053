import { zAmount, zGhanaPhone, zJsonBoolean } from '@ghanapay/validators';
import { z } from 'zod';

/** A link may stay open at most this long; without an expiry it stays open until closed (or used). */
export const PAYMENT_LINK_MAX_DAYS = 90;

export const PAYMENT_LINK_MESSAGES = {
  notFound: 'Payment link not found',
  notPayable: 'This payment link cannot be paid: it was closed, has expired or was already used',
  description: 'Describe what the payment is for in 1 to 100 characters',
  expiresInPast: 'The expiry must be in the future',
  expiresTooFar: `A link can stay open for at most ${PAYMENT_LINK_MAX_DAYS} days`,
  amountRequired: 'Enter the amount to pay',
  amountFixed: 'This link asks for a set amount: pay it without an amount',
  networkMismatch: 'This number is not on the network you chose',
  inFlight: 'Someone is paying this link right now. Try again in a few minutes.',
  tooLarge: 'This link cannot take a payment of this size right now',
  paymentNotFound: 'Payment not found',
} as const;

const SINGLE_USE_MESSAGE = 'Say whether the link can be paid once (singleUse: true) or many times (false)';
const LINK_STATUSES = ['open', 'closed', 'expired', 'used'] as const;
const NETWORKS = ['MTN', 'TELECEL', 'AIRTELTIGO'] as const;

export const ZCreatePaymentLinkRequestSchema = z.object({
  /** A set amount; without one the payer types it. */
  amount: zAmount.nullish(),
  description: z
    .string({ error: PAYMENT_LINK_MESSAGES.description })
    .trim()
    .min(1, PAYMENT_LINK_MESSAGES.description)
    .max(100, PAYMENT_LINK_MESSAGES.description),
  singleUse: zJsonBoolean(SINGLE_USE_MESSAGE),
  expiresAt: z.coerce.date({ error: 'The expiry is a date and time (ISO 8601)' }).nullish(),
});

export const ZPaymentLinkIdSchema = z.object({ id: z.uuid({ error: PAYMENT_LINK_MESSAGES.notFound }) });

export const ZPaymentLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  url: z.string(),
  amount: z.string().nullable(),
  description: z.string(),
  singleUse: z.boolean(),
  expiresAt: z.date().nullable(),
  status: z.enum(LINK_STATUSES),
  /** Completed payments: how many and their total. */
  paymentsCount: z.number().int(),
  receivedTotal: z.string(),
  createdAt: z.date(),
  closedAt: z.date().nullable(),
});

export const ZPaymentLinksResponseSchema = z.object({ paymentLinks: z.array(ZPaymentLinkSchema) });

export const ZPaymentLinkQrSchema = z.object({ url: z.string(), svg: z.string() });

/** A link's code as typed or scanned; one that cannot be a code is as unknown as a missing one (404, in the service). */
export const ZPaymentLinkCodeSchema = z.object({
  code: z.string().trim().toLowerCase().max(64, PAYMENT_LINK_MESSAGES.notPayable),
});

/** What anyone holding the link sees: the owner as mobile money shows a payee, never more. */
export const ZPublicPaymentLinkSchema = z.object({
  code: z.string(),
  ownerName: z.string(),
  description: z.string(),
  amount: z.string().nullable(),
  payable: z.boolean(),
  networks: z.array(z.enum(NETWORKS)),
});

export const ZPayPaymentLinkRequestSchema = ZPaymentLinkCodeSchema.extend({
  network: z.enum(NETWORKS, { error: 'Choose the network: MTN, TELECEL or AIRTELTIGO' }),
  phoneNumber: zGhanaPhone,
  amount: zAmount.nullish(),
});

export const ZLinkPaymentIdSchema = ZPaymentLinkCodeSchema.extend({
  paymentId: z.uuid({ error: PAYMENT_LINK_MESSAGES.paymentNotFound }),
});

/** POST /api/public/payment-links/{code}/payments/{paymentId}/otp: the code the payer's network texted them. */
export const ZLinkPaymentOtpRequestSchema = ZLinkPaymentIdSchema.extend({
  otp: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

/** A payment as its payer follows it. */
export const ZLinkPaymentSchema = z.object({
  paymentId: z.string(),
  /** awaiting_otp: the payer's network (Telecel, AirtelTigo) texted a code to enter on the page. */
  status: z.enum(['pending', 'awaiting_otp', 'completed', 'failed']),
  amount: z.string(),
  ownerName: z.string(),
  /** Why it failed, in words the payer can act on. */
  failureReason: z.string().nullable(),
  /** Failed because the owner could not receive it: the money is on its way back to the payer's number. */
  sentBack: z.boolean(),
  message: z.string(),
});

export type TCreatePaymentLinkRequest = z.infer<typeof ZCreatePaymentLinkRequestSchema>;
export type TPaymentLink = z.infer<typeof ZPaymentLinkSchema>;
export type TPublicPaymentLink = z.infer<typeof ZPublicPaymentLinkSchema>;
export type TPayPaymentLinkRequest = z.infer<typeof ZPayPaymentLinkRequestSchema>;
export type TLinkPayment = z.infer<typeof ZLinkPaymentSchema>;
