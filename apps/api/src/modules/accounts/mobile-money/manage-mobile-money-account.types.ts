import { z } from 'zod';
import { zAccountId, zFlag } from '../accounts-inputs';

export const ZMobileMoneyAccountIdSchema = z.object({ id: zAccountId('mobile money account') }).strict();
export const ZToggleMobileMoneyAccountRequestSchema = z
  .object({ id: zAccountId('mobile money account'), isActive: zFlag('isActive must be true or false') })
  .strict();
export const ZManageAccountResponseSchema = z.object({ message: z.string() });
