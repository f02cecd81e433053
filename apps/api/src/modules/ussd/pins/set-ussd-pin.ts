import { authedProcedure } from '../../../trpc/init';
import { setUssdPin, ussdPinStatus } from './ussd-pin-service';
import { ZSetUssdPinRequestSchema, ZSetUssdPinResponseSchema } from './set-ussd-pin.types';

export const setUssdPinProcedure = authedProcedure
  .meta({ openapi: { method: 'POST', path: '/ussd/pin', tags: ['ussd'], summary: 'Set or reset your 4-digit USSD PIN (lifts a lock)' } })
  .input(ZSetUssdPinRequestSchema)
  .output(ZSetUssdPinResponseSchema)
  .mutation(async ({ ctx, input }) => {
    await setUssdPin(ctx.deps.db, ctx.userId, input.pin, ctx.deps.now());
    return ussdPinStatus(ctx.deps.db, ctx.userId);
  });
