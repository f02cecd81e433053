import { z } from 'zod';
import { zRecordId } from '@ghanapay/validators';
import { zFlag } from '../accounts-inputs';

export const ZMobileMoneyAccountIdSchema = z.object({ id: zRecordId('mobile money account') }).strict();
export const ZToggleMobileMoneyAccountRequestSchema = z
  .object({ id: zRecordId('mobile money account'), isActive: zFlag('isActive must be true or false') })
  .strict();
export const ZManageAccountResponseSchema = z.object({ message: z.string() });
