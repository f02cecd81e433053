import { authedProcedure } from '../../../trpc/init';
import { ZGetKycStatusRequestSchema, ZGetKycStatusResponseSchema } from './get-kyc-status.types';
import { getKycStatus } from './kyc-service';

export const getKycStatusProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/kyc/status',
      tags: ['kyc'],
      summary: 'Whether my identity is verified, my tier and my submitted documents',
    },
  })
  .input(ZGetKycStatusRequestSchema)
  .output(ZGetKycStatusResponseSchema)
  .query(({ ctx }) => getKycStatus(ctx.deps, ctx.userId));
