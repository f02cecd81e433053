import { z } from 'zod';
import { ZPublicUserSchema } from '../public-user';
import { ZAuthenticationResponseSchema } from './webauthn-json.types';

/** authenticationResponse is what @simplewebauthn/browser startAuthentication() resolved with. */
export const ZVerifyAuthenticationRequestSchema = z.object({ authenticationResponse: ZAuthenticationResponseSchema });
export const ZVerifyAuthenticationResponseSchema = ZPublicUserSchema;

export type TVerifyAuthenticationRequest = z.input<typeof ZVerifyAuthenticationRequestSchema>;
export type TVerifyAuthenticationResponse = z.infer<typeof ZVerifyAuthenticationResponseSchema>;
