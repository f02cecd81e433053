import { z } from 'zod';
import { zFlag, zLinkedRecordId } from '../accounts-inputs';

export const ZMobileMoneyAccountIdSchema = z.object({ id: zLinkedRecordId('momo') }).strict();
export const ZToggleMobileMoneyAccountRequestSchema = z
  .object({ id: zLinkedRecordId('momo'), isActive: zFlag('isActive must be true or false') })
  .strict();
export const ZManageAccountResponseSchema = z.object({ message: z.string() });
