import { zForgotPasswordInput } from '@ghanapay/validators';
import { z } from 'zod';

export const ZForgotPasswordRequestSchema = zForgotPasswordInput;
export const ZForgotPasswordResponseSchema = z.object({
  message: z.string(),
  /** Only when the simulator really sent a code; never says whether an account exists otherwise. */
  demoCode: z.string().optional(),
});

export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequestSchema>;
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponseSchema>;
