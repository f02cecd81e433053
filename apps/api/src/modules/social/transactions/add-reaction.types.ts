import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';
import { zEmoji } from './emoji';
import { ZReactionSummarySchema } from './list-reactions.types';

export const ZAddReactionRequestSchema = z.object({ id: zTransactionIdParam, emoji: zEmoji });
/** The reactions after this one (the same list GET returns). */
export const ZAddReactionResponseSchema = z.array(ZReactionSummarySchema);

export type TAddReactionRequest = z.input<typeof ZAddReactionRequestSchema>;
export type TAddReactionResponse = z.infer<typeof ZAddReactionResponseSchema>;
