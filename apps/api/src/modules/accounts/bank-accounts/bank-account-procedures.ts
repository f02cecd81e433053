import { authedProcedure } from '../../../trpc/init';
import { removeLinkedAccount, setDefaultLinkedAccount, toggleLinkedAccount } from '../linked-account-rules';
import {
  ZAddBankAccountRequestSchema,
  ZAddBankAccountResponseSchema,
  ZBankAccountIdSchema,
  ZBankAccountMessageSchema,
  ZListBankAccountsRequestSchema,
  ZListBankAccountsResponseSchema,
  ZToggleBankAccountRequestSchema,
} from './bank-account-procedures.types';
import { addBankAccount, listBankAccounts } from './bank-account-service';

// The five bank-account calls are one-liners over the shared rules, so they share a file.
export const listBankAccountsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/bank-accounts', tags: ['accounts'], summary: 'My linked bank accounts, oldest first' } })
  .input(ZListBankAccountsRequestSchema)
  .output(ZListBankAccountsResponseSchema)
  .query(({ ctx }) => listBankAccounts(ctx.deps, ctx.userId));

export const addBankAccountProcedure = authedProcedure
  .meta({ openapi: { method: 'POST', path: '/bank-accounts', tags: ['accounts'], summary: 'Link a bank account (name enquiry follows)' } })
  .input(ZAddBankAccountRequestSchema)
  .output(ZAddBankAccountResponseSchema)
  .mutation(async ({ ctx, input: { type: _type, provider: _provider, ...account } }) => ({
    ...(await addBankAccount(ctx.deps, ctx.userId, account)),
    message: 'Bank account added successfully',
  }));

export const deleteBankAccountProcedure = authedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/bank-accounts/{id}', tags: ['accounts'], summary: 'Unlink a bank account' } })
  .input(ZBankAccountIdSchema)
  .output(ZBankAccountMessageSchema)
  .mutation(async ({ ctx, input }) => {
    await removeLinkedAccount(ctx.deps.db, 'bankAccounts', ctx.userId, String(input.id), ctx.deps.now());
    return { message: 'Account removed' };
  });

export const toggleBankAccountProcedure = authedProcedure
  .meta({ openapi: { method: 'PATCH', path: '/bank-accounts/{id}/toggle', tags: ['accounts'], summary: 'Turn a bank account on or off' } })
  .input(ZToggleBankAccountRequestSchema)
  .output(ZBankAccountMessageSchema)
  .mutation(async ({ ctx, input }) => {
    await toggleLinkedAccount(ctx.deps.db, 'bankAccounts', ctx.userId, String(input.id), input.isActive, ctx.deps.now());
    return { message: input.isActive ? 'Account activated' : 'Account deactivated' };
  });

export const setDefaultBankAccountProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/bank-accounts/{id}/set-default',
      tags: ['accounts'],
      summary: 'Make an active bank account the default',
    },
  })
  .input(ZBankAccountIdSchema)
  .output(ZBankAccountMessageSchema)
  .mutation(async ({ ctx, input }) => {
    await setDefaultLinkedAccount(ctx.deps.db, 'bankAccounts', ctx.userId, String(input.id), ctx.deps.now());
    return { message: 'Default account updated' };
  });
