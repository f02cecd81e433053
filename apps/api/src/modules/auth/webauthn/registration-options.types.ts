import { z } from 'zod';
import { ZCreationOptionsSchema } from './webauthn-json.types';

export const ZRegistrationOptionsRequestSchema = z.void();
/** Pass to @simplewebauthn/browser startRegistration({ optionsJSON }). */
export const ZRegistrationOptionsResponseSchema = ZCreationOptionsSchema;

export type TRegistrationOptionsResponse = z.infer<typeof ZRegistrationOptionsResponseSchema>;
