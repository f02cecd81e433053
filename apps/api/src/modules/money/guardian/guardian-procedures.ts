import { z } from 'zod';
import { authedProcedure } from '../../../trpc/init';
import { ZTransactionSchema } from '../transaction-dto';
import { decideGuardianRequest, listGuardianRequests } from '../waiting-payments/waiting-payment-service';
import { getGuardian, removeGuardian, setGuardian } from './guardian-service';
import {
  ZGuardianDecisionRequestSchema,
  ZGuardianRequestsResponseSchema,
  ZGuardianSchema,
  ZSetGuardianRequestSchema,
} from './guardian.types';

export const getGuardianProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/guardian', tags: ['money'], summary: 'My guardian, their amount, and a change waiting its 24 hours' },
  })
  .input(z.object({}))
  .output(ZGuardianSchema)
  .query(({ ctx }) => getGuardian(ctx.deps.db, ctx.userId, ctx.deps.now()));

export const setGuardianProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/guardian',
      tags: ['money'],
      summary: 'Name a friend who must approve my payments above an amount (a change to an existing guardian applies after 24 hours)',
    },
  })
  .input(ZSetGuardianRequestSchema)
  .output(ZGuardianSchema)
  .mutation(({ ctx, input }) => setGuardian(ctx.deps, ctx.userId, input));

export const removeGuardianProcedure = authedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/guardian', tags: ['money'], summary: 'Remove my guardian (applies after 24 hours)' } })
  .input(z.object({}))
  .output(ZGuardianSchema)
  .mutation(({ ctx }) => removeGuardian(ctx.deps, ctx.userId));

export const listGuardianRequestsProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/guardian/requests', tags: ['money'], summary: 'Payments waiting for my approval as a guardian' },
  })
  .input(z.object({}))
  .output(ZGuardianRequestsResponseSchema)
  .query(async ({ ctx }) => ({ requests: await listGuardianRequests(ctx.deps.db, ctx.userId) }));

export const approveGuardianRequestProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/guardian/requests/{id}/approve',
      tags: ['money'],
      summary: 'Approve a payment waiting for me: it is delivered',
    },
  })
  .input(ZGuardianDecisionRequestSchema)
  .output(ZTransactionSchema)
  .mutation(({ ctx, input }) => decideGuardianRequest(ctx.deps, ctx.userId, String(input.id), 'approve'));

export const declineGuardianRequestProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/guardian/requests/{id}/decline',
      tags: ['money'],
      summary: 'Decline a payment waiting for me: the money goes back to the sender',
    },
  })
  .input(ZGuardianDecisionRequestSchema)
  .output(ZTransactionSchema)
  .mutation(({ ctx, input }) => decideGuardianRequest(ctx.deps, ctx.userId, String(input.id), 'decline'));
