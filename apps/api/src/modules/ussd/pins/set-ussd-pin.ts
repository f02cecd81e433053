import { authedProcedure } from '../../../trpc/init';
import { ussdPinPepper } from './ussd-pin-hashing';
import { setUssdPin, ussdPinStatus } from './ussd-pin-service';
import { ZSetUssdPinRequestSchema, ZSetUssdPinResponseSchema } from './set-ussd-pin.types';

export const setUssdPinProcedure = authedProcedure
  .meta({ openapi: { method: 'POST', path: '/ussd/pin', tags: ['ussd'], summary: 'Set or reset your 4-digit USSD PIN (lifts a lock)' } })
  .input(ZSetUssdPinRequestSchema)
  .output(ZSetUssdPinResponseSchema)
  .mutation(async ({ ctx, input }) => {
    await setUssdPin(ctx.deps.db, ussdPinPepper(ctx.deps.env.DATA_HMAC_KEY), ctx.userId, input.pin, ctx.deps.now());
    return ussdPinStatus(ctx.deps.db, ctx.userId);
  });
