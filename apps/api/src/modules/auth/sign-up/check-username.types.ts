import { z } from 'zod';

export const ZCheckUsernameRequestSchema = z.object({ username: z.string().max(100) });
export const ZCheckUsernameResponseSchema = z.object({ available: z.boolean(), message: z.string() });

export type TCheckUsernameRequest = z.infer<typeof ZCheckUsernameRequestSchema>;
export type TCheckUsernameResponse = z.infer<typeof ZCheckUsernameResponseSchema>;
