import { zResetPasswordInput } from '@ghanapay/validators';
import { z } from 'zod';

export const ZResetPasswordRequestSchema = zResetPasswordInput;
export const ZResetPasswordResponseSchema = z.object({ message: z.string() });

export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponseSchema>;
