import { z } from 'zod';
import { zRecordIdParam } from '../social-inputs';
import { ZFriendshipSchema } from './friendship-dto';

export const ZRejectFriendRequestRequestSchema = z.object({ id: zRecordIdParam('friend request') });
export const ZRejectFriendRequestResponseSchema = ZFriendshipSchema;

export type TRejectFriendRequestRequest = z.input<typeof ZRejectFriendRequestRequestSchema>;
export type TRejectFriendRequestResponse = z.infer<typeof ZRejectFriendRequestResponseSchema>;
