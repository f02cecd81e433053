import { z } from 'zod';
import { zUserIdParam } from '../social-inputs';

export const ZGetFriendshipStatusRequestSchema = z.object({ userId: zUserIdParam });
export const ZGetFriendshipStatusResponseSchema = z.object({
  status: z.enum(['none', 'pending', 'accepted', 'rejected']),
  /** sent: the signed-in user asked; received: they were asked. Absent when status is none. */
  direction: z.enum(['sent', 'received']).optional(),
  friendshipId: z.number().int().optional(),
});

export type TGetFriendshipStatusRequest = z.input<typeof ZGetFriendshipStatusRequestSchema>;
export type TGetFriendshipStatusResponse = z.infer<typeof ZGetFriendshipStatusResponseSchema>;
