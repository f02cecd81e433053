import { zPassword } from '@ghanapay/validators';
import { z } from 'zod';

export const ZChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128),
    newPassword: zPassword,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must be different from the current one',
  });
export const ZChangePasswordResponseSchema = z.object({ message: z.string(), otherSessionsEnded: z.number().int() });
