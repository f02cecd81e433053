import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';

export const ZReactionSummarySchema = z.object({
  emoji: z.string(),
  count: z.number().int(),
  /** The signed-in user reacted with this emoji. */
  reactedByMe: z.boolean(),
});

export const ZListReactionsRequestSchema = z.object({ id: zTransactionIdParam });
/** Most used first. */
export const ZListReactionsResponseSchema = z.array(ZReactionSummarySchema);

export type TReactionSummary = z.infer<typeof ZReactionSummarySchema>;
export type TListReactionsRequest = z.input<typeof ZListReactionsRequestSchema>;
export type TListReactionsResponse = z.infer<typeof ZListReactionsResponseSchema>;
