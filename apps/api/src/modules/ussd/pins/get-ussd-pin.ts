import { authedProcedure } from '../../../trpc/init';
import { ussdPinStatus } from './ussd-pin-service';
import { ZGetUssdPinRequestSchema, ZGetUssdPinResponseSchema } from './get-ussd-pin.types';

export const getUssdPinProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/ussd/pin', tags: ['ussd'], summary: 'Whether you have a USSD PIN, and whether it is locked' } })
  .input(ZGetUssdPinRequestSchema)
  .output(ZGetUssdPinResponseSchema)
  .query(({ ctx }) => ussdPinStatus(ctx.deps.db, ctx.userId));
