import { z } from 'zod';
import { TRANSACTIONS_PAGE_MAX } from '../money-policy';
import { ZTransactionSchema } from '../transaction-dto';

/**
 * Newest first. The next page: cursor = the id of the last item of this page (a page shorter than
 * `limit` is the last one).
 */
export const ZListTransactionsRequestSchema = z
  .object({
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${TRANSACTIONS_PAGE_MAX}` })
      .int(`limit must be a whole number from 1 to ${TRANSACTIONS_PAGE_MAX}`)
      .min(1, `limit must be a whole number from 1 to ${TRANSACTIONS_PAGE_MAX}`)
      .max(TRANSACTIONS_PAGE_MAX, `limit must be a whole number from 1 to ${TRANSACTIONS_PAGE_MAX}`)
      .optional(),
    cursor: z.coerce.number({ error: 'Invalid cursor' }).int('Invalid cursor').positive('Invalid cursor').optional(),
    search: z.string().max(100, 'Search text is too long').optional(),
  })
  .optional();

export const ZListTransactionsResponseSchema = z.array(ZTransactionSchema);

export type TListTransactionsRequest = z.input<typeof ZListTransactionsRequestSchema>;
export type TListTransactionsResponse = z.infer<typeof ZListTransactionsResponseSchema>;
