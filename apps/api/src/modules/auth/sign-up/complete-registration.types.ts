import { zCompleteRegistrationInput } from '@ghanapay/validators';
import type { z } from 'zod';
import { ZPublicUserSchema } from '../public-user';

/** phoneNumber may be left out (or empty) when the person verified an e-mail address instead. */
export const ZCompleteRegistrationRequestSchema = zCompleteRegistrationInput;
export const ZCompleteRegistrationResponseSchema = ZPublicUserSchema;

export type TCompleteRegistrationRequest = z.output<typeof ZCompleteRegistrationRequestSchema>;
export type TCompleteRegistrationResponse = z.infer<typeof ZCompleteRegistrationResponseSchema>;
