import { authedProcedure } from '../../../trpc/init';
import { listMobileMoneyAccounts } from './mobile-money-service';
import { ZListMobileMoneyAccountsRequestSchema, ZListMobileMoneyAccountsResponseSchema } from './list-mobile-money-accounts.types';

export const listMobileMoneyAccountsProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/mobile-money/accounts', tags: ['accounts'], summary: 'My linked mobile-money wallets, oldest first' },
  })
  .input(ZListMobileMoneyAccountsRequestSchema)
  .output(ZListMobileMoneyAccountsResponseSchema)
  .query(({ ctx }) => listMobileMoneyAccounts(ctx.deps, ctx.userId));
