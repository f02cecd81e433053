import { zAmount, APP_NAME } from '@ghanapay/validators';
import { z } from 'zod';
import { zIdempotencyKeyField } from '../../idempotency';

export const MERCHANT_MESSAGES = {
  businessName: 'Business name must be 2 to 25 letters, digits or spaces',
  category: 'Choose a category (a 4-digit merchant category code)',
  city: 'City must be 2 to 15 letters',
  alreadyMerchant: 'You already have a merchant profile',
  notMerchant: 'Open a merchant profile first',
  merchantNotFound: 'No merchant with this ID',
  otherNetwork: 'This code belongs to another network',
  amountRequired: 'Enter the amount to pay',
  ownMerchant: 'You cannot pay your own business',
  paymentNotFound: 'Payment not found',
  refundTooLarge: 'A refund cannot be more than what is left of the payment',
  insufficient: 'Amount exceeds wallet balance',
  merchantCannotRefund: 'Your wallet does not hold enough for this refund',
  personNotFound: `No ${APP_NAME} user for this code`,
} as const;

/** Printable ASCII as EMVCo allows in a merchant name or city (the code carries them). */
const emvText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((v) => /^[A-Za-z0-9][A-Za-z0-9 &'.,-]*$/.test(v), message);

export const ZOpenMerchantRequestSchema = z.object({
  businessName: emvText(2, 25, MERCHANT_MESSAGES.businessName),
  categoryCode: z.string({ error: MERCHANT_MESSAGES.category }).regex(/^\d{4}$/, MERCHANT_MESSAGES.category),
  city: emvText(2, 15, MERCHANT_MESSAGES.city),
});

export const ZMerchantSchema = z.object({
  merchantId: z.string(),
  businessName: z.string(),
  categoryCode: z.string(),
  city: z.string(),
  createdAt: z.coerce.date(),
});
export type TMerchant = z.infer<typeof ZMerchantSchema>;

export const ZMerchantQrRequestSchema = z.object({
  amount: zAmount.optional(),
  reference: z
    .string()
    .trim()
    .max(25)
    .regex(/^[A-Za-z0-9 -]*$/, 'Reference: letters, digits, spaces and dashes')
    .optional(),
});

export const ZReadQrRequestSchema = z.object({ payload: z.string().max(1024) });
export const ZReadQrResponseSchema = z.object({
  kind: z.enum(['merchant', 'person']),
  name: z.string(),
  merchantId: z.string().optional(),
  username: z.string().optional(),
  amount: z.string().optional(),
  reference: z.string().optional(),
});

const zMerchantId = z
  .string({ error: 'A merchant ID is 6 digits' })
  .trim()
  .regex(/^\d{6}$/, 'A merchant ID is 6 digits');

export const ZFindMerchantRequestSchema = z.object({ merchantId: zMerchantId });
export const ZMerchantToPaySchema = z.object({ merchantId: z.string(), name: z.string(), city: z.string() });

export const ZPayMerchantRequestSchema = z.object({
  qrPayload: z.string().max(1024).optional(),
  merchantId: zMerchantId.optional(),
  amount: zAmount.optional(),
  reference: z.string().trim().max(25).optional(),
  idempotencyKey: zIdempotencyKeyField,
});

export const ZMerchantPaymentSchema = z.object({
  id: z.string(),
  status: z.literal('completed'),
  amount: z.string(),
  refunded: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  payerName: z.string(),
  reference: z.string().nullable(),
  receiptUrl: z.string(),
  createdAt: z.coerce.date(),
});
export type TMerchantPayment = z.infer<typeof ZMerchantPaymentSchema>;

export const ZRefundRequestSchema = z.object({
  id: z.string().max(64),
  amount: zAmount.optional(),
  idempotencyKey: zIdempotencyKeyField,
});
