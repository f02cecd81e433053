import { zForgotPasswordInput } from '@ghanapay/validators';
import { z } from 'zod';

export const ZForgotPasswordRequestSchema = zForgotPasswordInput;
export const ZForgotPasswordResponseSchema = z.object({
  /** The same words whether or not an account matches; a reset code is never in a response. */
  message: z.string(),
});

export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequestSchema>;
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponseSchema>;
