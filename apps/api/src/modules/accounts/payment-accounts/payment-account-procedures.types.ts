import { z } from 'zod';

/**
 * The combined list's id names the kind and the row: "momo-12", "bank-7" (the two tables number
 * their rows independently, so a bare number would be ambiguous).
 */
const zPaymentAccountId = z
  .string({ error: 'Invalid payment account id' })
  .regex(/^(momo|bank)-[1-9]\d{0,15}$/, 'Invalid payment account id')
  .transform((value) => {
    const [kind, id] = value.split('-') as ['momo' | 'bank', string];
    return { table: kind === 'momo' ? ('mobileMoneyAccounts' as const) : ('bankAccounts' as const), id };
  });

const ZPaymentAccountSchema = z.object({
  id: z.string(),
  type: z.enum(['mobile_money', 'bank']),
  /** "MTN MoMo", "Telecel Cash (Vodafone Cash)", or the bank's name. */
  provider: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** SAVINGS / CURRENT / CHECKING for a bank account; null for a wallet. */
  accountType: z.string().nullable(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  verificationStatus: z.enum(['pending', 'verified', 'unverified']),
  verificationNote: z.string().nullable(),
  balance: z.null(),
  createdAt: z.date(),
});

export const ZListPaymentAccountsRequestSchema = z.object({});
export const ZListPaymentAccountsResponseSchema = z.array(ZPaymentAccountSchema);
export const ZDeletePaymentAccountRequestSchema = z.object({ id: zPaymentAccountId }).strict();
export const ZDeletePaymentAccountResponseSchema = z.object({ message: z.string() });

export type TPaymentAccount = z.infer<typeof ZPaymentAccountSchema>;
