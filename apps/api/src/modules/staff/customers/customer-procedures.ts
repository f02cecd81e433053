import { staffProcedure } from '../../../trpc/staff-procedure';
import { getCustomer, lookUpCustomer, setCustomerWalletFrozen } from './customer-service';
import {
  ZCustomerRecordSchema,
  ZFreezeWalletRequestSchema,
  ZFreezeWalletResponseSchema,
  ZGetCustomerRequestSchema,
  ZLookupCustomerRequestSchema,
} from './customer-procedures.types';

const lookupProcedure = staffProcedure(['support', 'compliance'], 'Only support and compliance staff can look up customers');
const freezeProcedure = staffProcedure(['compliance'], 'Only compliance staff can freeze or unfreeze a wallet');

// The customer calls of the staff console are thin over the service, so they share a file.
export const lookupCustomerProcedure = lookupProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/staff/lookup',
      tags: ['staff'],
      summary: 'Staff: find a customer by phone, username, e-mail or payment reference; the reason is recorded in the audit log',
    },
  })
  .input(ZLookupCustomerRequestSchema)
  .output(ZCustomerRecordSchema)
  .mutation(({ ctx, input }) => lookUpCustomer(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input));

export const getCustomerProcedure = lookupProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/staff/customers/{userId}',
      tags: ['staff'],
      summary: "Staff: a customer's record; the reason is recorded in the audit log",
    },
  })
  .input(ZGetCustomerRequestSchema)
  .output(ZCustomerRecordSchema)
  .query(({ ctx, input }) => getCustomer(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input));

export const freezeWalletProcedure = freezeProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/staff/customers/{userId}/freeze',
      tags: ['staff'],
      summary: 'Compliance: freeze a wallet (nothing leaves it; money still arrives), audited',
    },
  })
  .input(ZFreezeWalletRequestSchema)
  .output(ZFreezeWalletResponseSchema)
  .mutation(({ ctx, input }) => setCustomerWalletFrozen(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input, true));

export const unfreezeWalletProcedure = freezeProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/staff/customers/{userId}/unfreeze',
      tags: ['staff'],
      summary: 'Compliance: unfreeze a wallet, audited',
    },
  })
  .input(ZFreezeWalletRequestSchema)
  .output(ZFreezeWalletResponseSchema)
  .mutation(({ ctx, input }) => setCustomerWalletFrozen(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input, false));
