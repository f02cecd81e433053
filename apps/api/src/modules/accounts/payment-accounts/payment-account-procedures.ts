import { authedProcedure } from '../../../trpc/init';
import { listBankAccounts } from '../bank-accounts/bank-account-service';
import { removeLinkedAccount } from '../linked-account-rules';
import { listMobileMoneyAccounts } from '../mobile-money/mobile-money-service';
import {
  ZDeletePaymentAccountRequestSchema,
  ZDeletePaymentAccountResponseSchema,
  ZListPaymentAccountsRequestSchema,
  ZListPaymentAccountsResponseSchema,
  type TPaymentAccount,
} from './payment-account-procedures.types';

/** Wallets first, then bank accounts, each oldest first (the document's combined list). */
export const listPaymentAccountsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/payment-accounts',
      tags: ['accounts'],
      summary: 'My mobile-money wallets and bank accounts, combined',
    },
  })
  .input(ZListPaymentAccountsRequestSchema)
  .output(ZListPaymentAccountsResponseSchema)
  .query(async ({ ctx }): Promise<TPaymentAccount[]> => {
    const [wallets, banks] = await Promise.all([listMobileMoneyAccounts(ctx.deps, ctx.userId), listBankAccounts(ctx.deps, ctx.userId)]);
    return [
      ...wallets.map((w) => ({
        id: `momo-${w.id}`,
        type: 'mobile_money' as const,
        provider: w.providerLabel,
        accountNumber: w.phoneNumber,
        accountName: w.accountName,
        accountType: null,
        isDefault: w.isDefault,
        isActive: w.isActive,
        isVerified: w.isVerified,
        verificationStatus: w.verificationStatus,
        verificationNote: w.verificationNote,
        balance: null,
        createdAt: w.createdAt,
      })),
      ...banks.map((b) => ({
        id: `bank-${b.id}`,
        type: 'bank' as const,
        provider: b.bankName,
        accountNumber: b.accountNumber,
        accountName: b.accountName,
        accountType: b.accountType,
        isDefault: b.isDefault,
        isActive: b.isActive,
        isVerified: b.isVerified,
        verificationStatus: b.verificationStatus,
        verificationNote: b.verificationNote,
        balance: null,
        createdAt: b.createdAt,
      })),
    ];
  });

export const deletePaymentAccountProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/payment-accounts/{id}',
      tags: ['accounts'],
      summary: 'Remove a wallet or bank account from the combined list',
    },
  })
  .input(ZDeletePaymentAccountRequestSchema)
  .output(ZDeletePaymentAccountResponseSchema)
  .mutation(async ({ ctx, input }) => {
    await removeLinkedAccount(ctx.deps.db, input.id.table, ctx.userId, input.id.id, ctx.deps.now());
    return { message: 'Account removed' };
  });
