import { z } from 'zod';

const ZStaffReasonSchema = z
  .string({ error: 'Say why you are looking (at least 10 characters)' })
  .trim()
  .min(10, 'Say why you are looking (at least 10 characters)')
  .max(500, 'Keep the reason under 500 characters');

export const ZLookupCustomerRequestSchema = z.object({
  query: z
    .string({ error: 'Enter a phone number, username, e-mail or reference' })
    .trim()
    .min(1, 'Enter a phone number, username, e-mail or reference')
    .max(120, 'That is too long for a phone number, username, e-mail or reference'),
  reason: ZStaffReasonSchema,
});
export type TLookupCustomerRequest = z.infer<typeof ZLookupCustomerRequestSchema>;

const ZUserIdSchema = z.uuid({ error: 'No customer with that id' });

export const ZGetCustomerRequestSchema = z.object({ userId: ZUserIdSchema, reason: ZStaffReasonSchema });
export type TGetCustomerRequest = z.infer<typeof ZGetCustomerRequestSchema>;

export const ZFreezeWalletRequestSchema = z.object({ userId: ZUserIdSchema, reason: ZStaffReasonSchema });
export type TFreezeWalletRequest = z.infer<typeof ZFreezeWalletRequestSchema>;

const ZRecentPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(['p2p', 'bill', 'merchant', 'transfer']),
  direction: z.enum(['in', 'out']),
  amount: z.string().describe('Cedis, 2 decimals'),
  status: z.string(),
  counterparty: z.string(),
  at: z.string(),
});

export const ZCustomerRecordSchema = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable().describe('In full: staff see what the customer gave'),
  email: z.string().nullable(),
  kycTier: z.string(),
  role: z.string(),
  joinedAt: z.string(),
  closed: z.boolean(),
  frozen: z.boolean(),
  balance: z.string().describe('Cedis, 2 decimals'),
  recentPayments: z.array(ZRecentPaymentSchema),
});
export type TCustomerRecord = z.infer<typeof ZCustomerRecordSchema>;

export const ZFreezeWalletResponseSchema = z.object({ userId: z.string(), frozen: z.boolean() });
