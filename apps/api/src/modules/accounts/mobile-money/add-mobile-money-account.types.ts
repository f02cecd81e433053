import { zAccountName, zMobileMoneyPhone, zMobileMoneyPin, zMobileMoneyProvider } from '@ghanapay/validators';
import { z } from 'zod';
import { zFlag } from '../accounts-inputs';
import { ZMobileMoneyAccountSchema } from './mobile-money-dto';

/**
 * Both payload shapes of the document: the mobile-money page's {provider, phoneNumber, accountPin,
 * accountName} and the wallet home's {type, provider, phoneNumber, accountName, isActive, isDefault}.
 * accountPin is checked (4–6 digits) here and the procedure drops it: the service never sees it.
 */
export const ZAddMobileMoneyAccountRequestSchema = z
  .object({
    type: z.literal('mobile_money').optional(),
    provider: zMobileMoneyProvider,
    phoneNumber: zMobileMoneyPhone,
    accountPin: zMobileMoneyPin.optional(),
    accountName: zAccountName,
    isActive: zFlag('isActive must be true or false').optional(),
    isDefault: zFlag('isDefault must be true or false').optional(),
  })
  .strict();

export const ZAddMobileMoneyAccountResponseSchema = ZMobileMoneyAccountSchema.extend({ message: z.string() });

export type TAddMobileMoneyAccountRequest = z.input<typeof ZAddMobileMoneyAccountRequestSchema>;
