import { authedProcedure } from '../../../trpc/init';
import { toggleLinkedAccount } from '../linked-account-rules';
import { ZManageAccountResponseSchema, ZToggleMobileMoneyAccountRequestSchema } from './manage-mobile-money-account.types';

export const toggleMobileMoneyAccountProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/mobile-money/accounts/{id}/toggle',
      tags: ['accounts'],
      summary: 'Turn a wallet on or off (turning off the default hands the default to the next active one)',
    },
  })
  .input(ZToggleMobileMoneyAccountRequestSchema)
  .output(ZManageAccountResponseSchema)
  .mutation(async ({ ctx, input }) => {
    await toggleLinkedAccount(ctx.deps.db, 'mobileMoneyAccounts', ctx.userId, String(input.id), input.isActive, ctx.deps.now());
    return { message: input.isActive ? 'Account activated' : 'Account deactivated' };
  });
