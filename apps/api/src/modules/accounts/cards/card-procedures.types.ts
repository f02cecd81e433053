import { zRecordId } from '@ghanapay/validators';
import { z } from 'zod';
import { zFlag } from '../accounts-inputs';
import { ZCardSchema } from './card-dto';

/**
 * The spec's add-card body, whatever it holds: it is answered 422 (cards are added through the hosted
 * checkout), so nothing in it is read, and a card number in it is never logged or kept.
 */
export const ZAddCardRequestSchema = z.object({}).passthrough();
export const ZAddCardResponseSchema = ZCardSchema.extend({ message: z.string() });
export const ZListCardsRequestSchema = z.object({});
export const ZListCardsResponseSchema = z.array(ZCardSchema);
export const ZCardIdSchema = z.object({ id: zRecordId('card') }).strict();
export const ZCardMessageSchema = z.object({ message: z.string() });

export const ZStartCardCheckoutRequestSchema = z.object({ isDefault: zFlag('isDefault must be true or false').optional() }).strict();
export const ZStartCardCheckoutResponseSchema = z.object({
  /** Paystack's page: the browser goes there, types the card, and comes back to /cards?reference=… */
  authorizationUrl: z.string().url(),
  reference: z.string(),
  /** The card check's amount, refunded to the card at once. */
  amount: z.string(),
  message: z.string(),
});
export const ZCompleteCardCheckoutRequestSchema = z.object({ reference: z.string().trim().min(1).max(100) }).strict();
export const ZCompleteCardCheckoutResponseSchema = z.object({
  status: z.enum(['pending', 'added', 'duplicate', 'failed']),
  message: z.string(),
  card: ZCardSchema.nullable(),
});
