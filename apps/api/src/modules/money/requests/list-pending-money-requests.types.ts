import { z } from 'zod';
import { ZPendingMoneyRequestSchema } from './money-request-dto';

export const ZListPendingMoneyRequestsRequestSchema = z.object({}).optional();
export const ZListPendingMoneyRequestsResponseSchema = z.array(ZPendingMoneyRequestSchema);

export type TListPendingMoneyRequestsResponse = z.infer<typeof ZListPendingMoneyRequestsResponseSchema>;
