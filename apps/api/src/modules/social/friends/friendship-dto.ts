import { z } from 'zod';
import { FRIENDSHIP_STATUSES } from './friendship-rules';

/** One friendship row after a request, an accept or a reject. */
export const ZFriendshipSchema = z.object({
  id: z.number().int(),
  requesterId: z.string(),
  addresseeId: z.string(),
  status: z.enum(FRIENDSHIP_STATUSES),
  requestedAt: z.string(),
  respondedAt: z.string().nullable(),
  /** The toast's text. */
  message: z.string(),
});
