import { z } from 'zod';
import { ZMobileMoneyAccountSchema } from './mobile-money-dto';

export const ZListMobileMoneyAccountsRequestSchema = z.object({});
export const ZListMobileMoneyAccountsResponseSchema = z.array(ZMobileMoneyAccountSchema);

export type TListMobileMoneyAccountsResponse = z.infer<typeof ZListMobileMoneyAccountsResponseSchema>;
