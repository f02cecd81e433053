import { z } from 'zod';
import { ZFriendshipSchema } from './friendship-dto';

export const ZSendFriendRequestRequestSchema = z.object({
  addresseeId: z.string({ error: 'Please choose who to add' }).trim().min(1, 'Please choose who to add').max(64, 'User not found'),
});
export const ZSendFriendRequestResponseSchema = ZFriendshipSchema;

export type TSendFriendRequestRequest = z.input<typeof ZSendFriendRequestRequestSchema>;
export type TSendFriendRequestResponse = z.infer<typeof ZSendFriendRequestResponseSchema>;
