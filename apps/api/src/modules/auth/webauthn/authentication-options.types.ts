import { z } from 'zod';
import { ZRequestOptionsSchema } from './webauthn-json.types';

export const ZAuthenticationOptionsRequestSchema = z.void();
/** Pass to @simplewebauthn/browser startAuthentication({ optionsJSON }). */
export const ZAuthenticationOptionsResponseSchema = ZRequestOptionsSchema;

export type TAuthenticationOptionsResponse = z.infer<typeof ZAuthenticationOptionsResponseSchema>;
