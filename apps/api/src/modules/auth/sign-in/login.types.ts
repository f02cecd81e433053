import { zLoginInput } from '@ghanapay/validators';
import type { z } from 'zod';
import { ZPublicUserSchema } from '../public-user';

/** loginId is an e-mail, a phone number (0241234567, +233241234567, 233241234567) or a username (with or without @). */
export const ZLoginRequestSchema = zLoginInput;
export const ZLoginResponseSchema = ZPublicUserSchema;

export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;
