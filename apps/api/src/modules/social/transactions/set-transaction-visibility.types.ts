import { z } from 'zod';
import { zTransactionIdParam } from '../social-inputs';
import { VISIBILITIES } from './visibility-rules';

const zVisibility = z.enum(VISIBILITIES, { error: 'Visibility must be public, friends or private' });

export const ZSetTransactionVisibilityRequestSchema = z.object({ id: zTransactionIdParam, visibility: zVisibility });
export const ZSetTransactionVisibilityResponseSchema = z.object({
  id: z.number().int(),
  /** The caller's own side. */
  visibility: zVisibility,
  senderVisibility: zVisibility,
  recipientVisibility: zVisibility,
  /** What everyone else gets: the stricter side. */
  effectiveVisibility: zVisibility,
});

export type TSetTransactionVisibilityRequest = z.input<typeof ZSetTransactionVisibilityRequestSchema>;
export type TSetTransactionVisibilityResponse = z.infer<typeof ZSetTransactionVisibilityResponseSchema>;
