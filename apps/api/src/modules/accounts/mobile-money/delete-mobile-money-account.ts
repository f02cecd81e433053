import { authedProcedure } from '../../../trpc/init';
import { removeLinkedAccount } from '../linked-account-rules';
import { ZManageAccountResponseSchema, ZMobileMoneyAccountIdSchema } from './manage-mobile-money-account.types';

export const deleteMobileMoneyAccountProcedure = authedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/mobile-money/accounts/{id}', tags: ['accounts'], summary: 'Unlink a mobile-money wallet' } })
  .input(ZMobileMoneyAccountIdSchema)
  .output(ZManageAccountResponseSchema)
  .mutation(async ({ ctx, input }) => {
    await removeLinkedAccount(ctx.deps.db, 'mobileMoneyAccounts', ctx.userId, String(input.id), ctx.deps.now());
    return { message: 'Account removed' };
  });
