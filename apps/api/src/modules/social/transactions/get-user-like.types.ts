import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';

export const ZGetUserLikeRequestSchema = z.object({ id: zTransactionIdParam });
export const ZGetUserLikeResponseSchema = z.object({ liked: z.boolean() });

export type TGetUserLikeRequest = z.input<typeof ZGetUserLikeRequestSchema>;
export type TGetUserLikeResponse = z.infer<typeof ZGetUserLikeResponseSchema>;
