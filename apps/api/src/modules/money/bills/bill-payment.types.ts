import { zAmount } from '@ghanapay/validators';
import { z } from 'zod';
import { zIdempotencyKeyField } from '../../idempotency';

export const BILL_MESSAGES = {
  billerNotFound: 'Biller not found',
  customerNumber: 'Enter the customer number',
  customerNumberFormat: 'Enter the number as it appears on the bill, card or meter (digits, at most 20)',
  unknownCustomer: 'No customer with this number at the biller. Check the number and try again.',
  amountRequired: 'Enter an amount',
  bundleRequired: 'Choose a data bundle',
  bundleNotFound: 'This bundle is no longer offered. Choose another.',
  billerUnavailable: 'The biller cannot be reached right now. Try again in a moment.',
  paymentNotFound: 'Payment not found',
} as const;

const zBillerId = z.string().trim().min(1, BILL_MESSAGES.billerNotFound).max(40, BILL_MESSAGES.billerNotFound);

/** A phone number, meter, account or smartcard number: digits (spaces and dashes dropped), or a local/E.164 phone. */
export const zCustomerNumber = z
  .string({ error: BILL_MESSAGES.customerNumber })
  .trim()
  .min(1, BILL_MESSAGES.customerNumber)
  .max(40, BILL_MESSAGES.customerNumberFormat)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\+?\d{4,20}$/.test(v), BILL_MESSAGES.customerNumberFormat);

export const ZBillerSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['airtime', 'data', 'electricity', 'water', 'tv']),
  network: z.enum(['MTN', 'TELECEL', 'AIRTELTIGO']).optional(),
  needsLookup: z.boolean(),
  hasBundles: z.boolean(),
  minAmount: z.string(),
  maxAmount: z.string(),
  customerNumberLabel: z.string(),
});
export type TBiller = z.infer<typeof ZBillerSchema>;

export const ZLookupRequestSchema = z.object({ id: zBillerId, customerNumber: zCustomerNumber });
export const ZLookupResponseSchema = z.object({ billerId: z.string(), customerNumber: z.string(), customerName: z.string() });

export const ZBundleSchema = z.object({ id: z.string(), name: z.string(), price: z.string() });

export const ZCreateBillPaymentRequestSchema = z.object({
  billerId: zBillerId,
  customerNumber: zCustomerNumber,
  amount: zAmount.optional(),
  bundleId: z.string().trim().min(1).max(60).optional(),
  idempotencyKey: zIdempotencyKeyField,
});

export const ZBillPaymentSchema = z.object({
  id: z.string(),
  billerId: z.string(),
  billerName: z.string(),
  kind: ZBillerSchema.shape.kind,
  customerNumber: z.string(),
  customerName: z.string().nullable(),
  bundleName: z.string().nullable(),
  amount: z.string(),
  status: z.enum(['processing', 'completed', 'failed']),
  /** What the person reads, in English (REST clients); the web writes it from `status` and the fields here. */
  message: z.string(),
  /** When failed: the biller's own reason (its words, quoted in `message`), else null. */
  failureReason: z.string().nullable(),
  token: z.string().nullable(),
  createdAt: z.coerce.date(),
  completedAt: z.coerce.date().nullable(),
});
export type TBillPayment = z.infer<typeof ZBillPaymentSchema>;
