import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';
import { zEmoji } from './emoji';
import { ZReactionSummarySchema } from './list-reactions.types';

/** The emoji travels URL-encoded in the path. */
export const ZRemoveReactionRequestSchema = z.object({ id: zTransactionIdParam, emoji: zEmoji });
export const ZRemoveReactionResponseSchema = z.array(ZReactionSummarySchema);

export type TRemoveReactionRequest = z.input<typeof ZRemoveReactionRequestSchema>;
export type TRemoveReactionResponse = z.infer<typeof ZRemoveReactionResponseSchema>;
