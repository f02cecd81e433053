import { z } from 'zod';
import { USSD_PIN_MESSAGE } from './ussd-pin-service';
import { ZUssdPinStatusSchema } from './ussd-pin-status';

export const ZSetUssdPinRequestSchema = z
  .object({
    pin: z.string().regex(/^\d{4}$/, USSD_PIN_MESSAGE),
    confirmPin: z.string(),
  })
  .refine((v) => v.pin === v.confirmPin, { message: 'PINs do not match', path: ['confirmPin'] });
export const ZSetUssdPinResponseSchema = ZUssdPinStatusSchema;

export type TSetUssdPinRequest = z.infer<typeof ZSetUssdPinRequestSchema>;
export type TSetUssdPinResponse = z.infer<typeof ZSetUssdPinResponseSchema>;
