import { z } from 'zod';
import { ZUssdPinStatusSchema } from './ussd-pin-status';

export const ZGetUssdPinRequestSchema = z.void();
export const ZGetUssdPinResponseSchema = ZUssdPinStatusSchema;

export type TGetUssdPinResponse = z.infer<typeof ZGetUssdPinResponseSchema>;
