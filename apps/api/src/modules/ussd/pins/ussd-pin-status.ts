import { z } from 'zod';

export const ZUssdPinStatusSchema = z.object({
  hasPin: z.boolean(),
  /** Three wrong PINs on USSD: money actions there wait for a new PIN. */
  locked: z.boolean(),
});
