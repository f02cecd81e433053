import { MOBILE_MONEY_PROVIDER_LABELS, MOBILE_MONEY_PROVIDERS, type MobileMoneyProvider } from '@ghanapay/validators';
import { z } from 'zod';
import type { MobileMoneyRow } from './mobile-money-repository';

export const ZMobileMoneyAccountSchema = z.object({
  id: z.number().int(),
  provider: z.enum(MOBILE_MONEY_PROVIDERS),
  /** Today's brand for display ("Telecel Cash (Vodafone Cash)"). */
  providerLabel: z.string(),
  /** E.164, +233XXXXXXXXX. */
  phoneNumber: z.string(),
  accountName: z.string(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  isVerified: z.boolean(),
  verificationStatus: z.enum(['pending', 'verified', 'unverified']),
  /** Why an account could not be verified, in words the person can act on. */
  verificationNote: z.string().nullable(),
  /** A linked wallet's balance is the provider's; the app does not hold it. */
  balance: z.null(),
  createdAt: z.date(),
});

export function toMobileMoneyDto(row: MobileMoneyRow): z.infer<typeof ZMobileMoneyAccountSchema> {
  const provider = row.provider as MobileMoneyProvider;
  return {
    id: Number(row.id),
    provider,
    providerLabel: MOBILE_MONEY_PROVIDER_LABELS[provider],
    phoneNumber: row.phoneNumber,
    accountName: row.accountName,
    isActive: row.isActive,
    isDefault: row.isDefault,
    isVerified: row.isVerified,
    verificationStatus: row.verificationStatus as 'pending' | 'verified' | 'unverified',
    verificationNote: row.verificationNote,
    balance: null,
    createdAt: row.createdAt,
  };
}
