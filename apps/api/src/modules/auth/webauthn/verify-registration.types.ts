import { z } from 'zod';
import { ZRegistrationResponseSchema } from './webauthn-json.types';

/** registrationResponse is what @simplewebauthn/browser startRegistration() resolved with. */
export const ZVerifyRegistrationRequestSchema = z.object({ registrationResponse: ZRegistrationResponseSchema });
export const ZVerifyRegistrationResponseSchema = z.object({ verified: z.boolean() });

export type TVerifyRegistrationRequest = z.input<typeof ZVerifyRegistrationRequestSchema>;
export type TVerifyRegistrationResponse = z.infer<typeof ZVerifyRegistrationResponseSchema>;
