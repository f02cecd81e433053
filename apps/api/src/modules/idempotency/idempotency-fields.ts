import { z } from 'zod';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** tRPC clients send the key in the input; REST clients in the Idempotency-Key header. */
export const zIdempotencyKeyField = z
  .string()
  .min(1, 'Idempotency key must be 1 to 255 characters')
  .max(255, 'Idempotency key must be 1 to 255 characters')
  .optional()
  .meta({ description: 'Same as the Idempotency-Key header (tRPC clients send it here)' });

/** Documents the header in the OpenAPI document of every money-moving call. */
export const ZIdempotencyHeaders = z.object({
  'Idempotency-Key': z.string().max(255).optional().meta({
    description: 'Any unique string per attempt (a UUID). A retry with the same key and body replays the first response; kept 24 h.',
  }),
});
