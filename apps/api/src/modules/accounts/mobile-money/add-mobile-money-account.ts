import { authedProcedure } from '../../../trpc/init';
import { ZAddMobileMoneyAccountRequestSchema, ZAddMobileMoneyAccountResponseSchema } from './add-mobile-money-account.types';
import { addMobileMoneyAccount } from './mobile-money-service';

export const addMobileMoneyAccountProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/mobile-money/accounts',
      tags: ['accounts'],
      summary: 'Link a mobile-money wallet (the PIN, if sent, is checked and discarded; verification follows)',
    },
  })
  .input(ZAddMobileMoneyAccountRequestSchema)
  .output(ZAddMobileMoneyAccountResponseSchema)
  .mutation(async ({ ctx, input: { provider, phoneNumber, accountName, isActive, isDefault } }) => ({
    // accountPin is deliberately not read: it is never stored, logged or returned.
    ...(await addMobileMoneyAccount(ctx.deps, ctx.userId, { provider, phoneNumber, accountName, isActive, isDefault })),
    message: 'Mobile money account added successfully',
  }));
