import { ACCOUNT_MESSAGES, zAccountName, zBankAccountNumber, zBankAccountType } from '@ghanapay/validators';
import { z } from 'zod';
import { zFlag, zLinkedRecordId } from '../accounts-inputs';
import { ZBankAccountSchema } from './bank-account-dto';

/**
 * Both payload shapes of the document: the payment-accounts page's {bankName, accountNumber,
 * accountName, accountType, branchCode} and the wallet home's {type, provider, accountNumber,
 * accountName, bankName, accountType, isActive, isDefault}. The bank is one of the fixed list, by
 * name or code.
 */
export const ZAddBankAccountRequestSchema = z
  .object({
    type: z.literal('bank').optional(),
    provider: z.string().max(100).optional(),
    bankName: z.string({ error: ACCOUNT_MESSAGES.bankNameRequired }).trim().min(2, ACCOUNT_MESSAGES.bankNameRequired).max(100),
    accountNumber: zBankAccountNumber,
    accountName: zAccountName,
    accountType: zBankAccountType.default('SAVINGS'),
    branchCode: z
      .string()
      .trim()
      .max(20, 'Branch code must be at most 20 characters')
      .optional()
      .transform((v) => v || undefined),
    isActive: zFlag('isActive must be true or false').optional(),
    isDefault: zFlag('isDefault must be true or false').optional(),
  })
  .strict();

export const ZAddBankAccountResponseSchema = ZBankAccountSchema.extend({ message: z.string() });
export const ZListBankAccountsRequestSchema = z.object({});
export const ZListBankAccountsResponseSchema = z.array(ZBankAccountSchema);
export const ZBankAccountIdSchema = z.object({ id: zLinkedRecordId('bank') }).strict();
export const ZToggleBankAccountRequestSchema = z
  .object({ id: zLinkedRecordId('bank'), isActive: zFlag('isActive must be true or false') })
  .strict();
export const ZBankAccountMessageSchema = z.object({ message: z.string() });

export type TAddBankAccountRequest = z.input<typeof ZAddBankAccountRequestSchema>;
