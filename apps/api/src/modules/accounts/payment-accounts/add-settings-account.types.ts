import { ACCOUNT_MESSAGES, nameRules, SETTINGS_ACCOUNT_TYPES } from '@ghanapay/validators';
import { z } from 'zod';

/** The settings dialog's {type, accountNumber, accountName}: a wallet (the number is its phone) or a bank account. */
export const ZAddSettingsAccountRequestSchema = z
  .object({
    type: z.enum(SETTINGS_ACCOUNT_TYPES, { error: `Account type must be one of ${SETTINGS_ACCOUNT_TYPES.join(', ')}` }),
    accountNumber: z
      .string({ error: ACCOUNT_MESSAGES.accountNumberRequired })
      .trim()
      .min(1, ACCOUNT_MESSAGES.accountNumberRequired)
      .max(30),
    accountName: z
      .string({ error: ACCOUNT_MESSAGES.accountNameRequired })
      .trim()
      .min(1, ACCOUNT_MESSAGES.accountNameRequired)
      .max(100)
      .superRefine(nameRules('Account name')),
  })
  .strict();

export const ZAddSettingsAccountResponseSchema = z.object({
  /** The combined list's id ("momo-12", "bank-7"). */
  id: z.string(),
  type: z.enum(['mobile_money', 'bank']),
  verificationStatus: z.enum(['pending', 'verified', 'unverified']),
  message: z.string(),
});
