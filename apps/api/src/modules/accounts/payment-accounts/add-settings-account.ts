import { SETTINGS_ACCOUNT_TARGETS, zAccountName, zBankAccountNumber, zMobileMoneyPhone } from '@ghanapay/validators';
import { AppError } from '../../../errors';
import { authedProcedure } from '../../../trpc/init';
import { addBankAccount } from '../bank-accounts/bank-account-service';
import { addMobileMoneyAccount } from '../mobile-money/mobile-money-service';
import { ZAddSettingsAccountRequestSchema, ZAddSettingsAccountResponseSchema } from './add-settings-account.types';

/** A field's own rule, with its message as a 400 naming the field. */
function checked<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
  field: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Invalid value', { field });
  return result.data;
}

export const addSettingsAccountProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/accounts',
      tags: ['accounts'],
      summary:
        'Link an account from settings: a wallet (MTN MoMo, Vodafone Cash, AirtelTigo Money; the number is its phone) or a bank account',
    },
  })
  .input(ZAddSettingsAccountRequestSchema)
  .output(ZAddSettingsAccountResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const target = SETTINGS_ACCOUNT_TARGETS[input.type];
    const accountName = checked(zAccountName, input.accountName, 'accountName');
    if (target.kind === 'mobile_money') {
      const phoneNumber = checked(zMobileMoneyPhone, input.accountNumber, 'accountNumber');
      const wallet = await addMobileMoneyAccount(ctx.deps, ctx.userId, { provider: target.provider, phoneNumber, accountName });
      return {
        id: `momo-${wallet.id}`,
        type: 'mobile_money' as const,
        verificationStatus: wallet.verificationStatus,
        message: 'Account added successfully',
      };
    }
    const accountNumber = checked(zBankAccountNumber, input.accountNumber, 'accountNumber');
    const bank = await addBankAccount(ctx.deps, ctx.userId, {
      bankName: target.bankCode,
      accountNumber,
      accountName,
      accountType: 'SAVINGS',
    });
    return {
      id: `bank-${bank.id}`,
      type: 'bank' as const,
      verificationStatus: bank.verificationStatus,
      message: 'Account added successfully',
    };
  });
