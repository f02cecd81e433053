import { endUserSession } from '../../../http/session';
import { authedProcedure } from '../../../trpc/init';
import { checkClosure, closeAccount } from './close-account-service';
import {
  ZCloseAccountRequestSchema,
  ZCloseAccountResponseSchema,
  ZClosureCheckRequestSchema,
  ZClosureCheckResponseSchema,
} from './close-account-procedures.types';

export const closureCheckProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/me/close',
      tags: ['privacy'],
      summary: 'Whether my account can be closed now, and what keeps it open',
    },
  })
  .input(ZClosureCheckRequestSchema)
  .output(ZClosureCheckResponseSchema)
  .query(({ ctx }) => checkClosure(ctx.deps, ctx.userId));

export const closeAccountProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/me/close',
      tags: ['privacy'],
      summary: 'Close my account (password required; refused while money is in the wallet or in motion)',
    },
  })
  .input(ZCloseAccountRequestSchema)
  .output(ZCloseAccountResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const closed = await closeAccount(ctx.deps, { userId: ctx.userId, password: input.password });
    await endUserSession(ctx.req, ctx.reply);
    return closed;
  });
