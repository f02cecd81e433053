import { z } from 'zod';
import { zRecordId } from '@ghanapay/validators';
import { PAYMENT_CATEGORIES } from './payment-category';

const CATEGORY_MESSAGE = `Category must be one of: ${PAYMENT_CATEGORIES.join(', ')}`;

export const ZGetTransactionCategoryRequestSchema = z.object({ id: zRecordId('transaction') });
export const ZSetTransactionCategoryRequestSchema = z.object({
  id: zRecordId('transaction'),
  category: z.enum(PAYMENT_CATEGORIES, { error: CATEGORY_MESSAGE }),
});

export const ZTransactionCategoryResponseSchema = z.object({
  transactionId: z.number().int(),
  category: z.enum(PAYMENT_CATEGORIES),
  /** true: the person chose it; false: suggested from the payment's message and recipient. */
  chosen: z.boolean(),
});

export type TSetTransactionCategoryRequest = z.input<typeof ZSetTransactionCategoryRequestSchema>;
export type TTransactionCategoryResponse = z.infer<typeof ZTransactionCategoryResponseSchema>;
