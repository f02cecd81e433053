import { z } from 'zod';
import { ZUssdStatsSchema } from './ussd-monitor.types';

export const ZGetUssdStatsRequestSchema = z.void();
export const ZGetUssdStatsResponseSchema = ZUssdStatsSchema;

export type TGetUssdStatsRequest = z.infer<typeof ZGetUssdStatsRequestSchema>;
export type TGetUssdStatsResponse = z.infer<typeof ZGetUssdStatsResponseSchema>;
