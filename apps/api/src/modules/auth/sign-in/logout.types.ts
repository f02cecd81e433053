import { z } from 'zod';

export const ZLogoutRequestSchema = z.void();
export const ZLogoutResponseSchema = z.object({ message: z.string() });

export type TLogoutResponse = z.infer<typeof ZLogoutResponseSchema>;
