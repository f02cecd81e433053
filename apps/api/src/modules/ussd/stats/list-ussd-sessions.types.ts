import { z } from 'zod';
import { ZUssdSessionSchema } from './ussd-monitor.types';

export const ZListUssdSessionsRequestSchema = z.void();
export const ZListUssdSessionsResponseSchema = z.object({ sessions: z.array(ZUssdSessionSchema) });

export type TListUssdSessionsRequest = z.infer<typeof ZListUssdSessionsRequestSchema>;
export type TListUssdSessionsResponse = z.infer<typeof ZListUssdSessionsResponseSchema>;
