import { BANK_ACCOUNT_TYPES } from '@ghanapay/validators';
import { z } from 'zod';
import type { BankAccountRow } from './bank-account-repository';

export const ZBankAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  /** The document's bank code (GCB, ECO …). */
  bankCode: z.string().nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  branchCode: z.string().nullable(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  isVerified: z.boolean(),
  verificationStatus: z.enum(['pending', 'verified', 'unverified']),
  verificationNote: z.string().nullable(),
  /** A linked bank account's balance is the bank's; the app does not hold it. */
  balance: z.null(),
  createdAt: z.date(),
});

export function toBankAccountDto(row: BankAccountRow): z.infer<typeof ZBankAccountSchema> {
  return {
    id: Number(row.id),
    bankName: row.bankName,
    bankCode: row.bankCode,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    accountType: row.accountType as (typeof BANK_ACCOUNT_TYPES)[number],
    branchCode: row.branchCode,
    isActive: row.isActive,
    isDefault: row.isDefault,
    isVerified: row.isVerified,
    verificationStatus: row.verificationStatus as 'pending' | 'verified' | 'unverified',
    verificationNote: row.verificationNote,
    balance: null,
    createdAt: row.createdAt,
  };
}
