import { z } from 'zod';
import { zRecordId } from '@ghanapay/validators';
import { zUserIdParam } from '../social-inputs';
import { FEED_PAGE_MAX, ZFeedItemSchema } from './feed-item';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${FEED_PAGE_MAX}`;

/** Newest first; the next page: cursor = the id of this page's last item. */
export const ZListUserTransactionsRequestSchema = z.object({
  userId: zUserIdParam,
  limit: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(FEED_PAGE_MAX, LIMIT_MESSAGE).optional(),
  cursor: zRecordId('cursor').optional(),
});
export const ZListUserTransactionsResponseSchema = z.array(ZFeedItemSchema);

export type TListUserTransactionsRequest = z.input<typeof ZListUserTransactionsRequestSchema>;
export type TListUserTransactionsResponse = z.infer<typeof ZListUserTransactionsResponseSchema>;
