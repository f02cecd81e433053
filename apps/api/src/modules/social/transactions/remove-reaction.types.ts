import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';
import { zEmoji } from './emoji';
import { ZReactionSummarySchema } from './list-reactions.types';

/** The REST path carries the emoji percent-encoded, and the adapter hands it over as it came. */
function decodePathSegment(value: unknown): unknown {
  if (typeof value !== 'string' || !value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const ZRemoveReactionRequestSchema = z.object({ id: zTransactionIdParam, emoji: z.preprocess(decodePathSegment, zEmoji) });
export const ZRemoveReactionResponseSchema = z.array(ZReactionSummarySchema);

export type TRemoveReactionRequest = z.input<typeof ZRemoveReactionRequestSchema>;
export type TRemoveReactionResponse = z.infer<typeof ZRemoveReactionResponseSchema>;
