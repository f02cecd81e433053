import { authedProcedure } from '../../../trpc/init';
import { setDefaultLinkedAccount } from '../linked-account-rules';
import { ZManageAccountResponseSchema, ZMobileMoneyAccountIdSchema } from './manage-mobile-money-account.types';

export const setDefaultMobileMoneyAccountProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/mobile-money/accounts/{id}/set-default',
      tags: ['accounts'],
      summary: 'Make an active wallet the default',
    },
  })
  .input(ZMobileMoneyAccountIdSchema)
  .output(ZManageAccountResponseSchema)
  .mutation(async ({ ctx, input }) => {
    await setDefaultLinkedAccount(ctx.deps.db, 'mobileMoneyAccounts', ctx.userId, String(input.id), ctx.deps.now());
    return { message: 'Default account updated' };
  });
