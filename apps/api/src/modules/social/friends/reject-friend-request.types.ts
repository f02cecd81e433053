import { z } from 'zod';
import { zRecordId } from '@ghanapay/validators';
import { ZFriendshipSchema } from './friendship-dto';

export const ZRejectFriendRequestRequestSchema = z.object({ id: zRecordId('friend request') });
export const ZRejectFriendRequestResponseSchema = ZFriendshipSchema;

export type TRejectFriendRequestRequest = z.input<typeof ZRejectFriendRequestRequestSchema>;
export type TRejectFriendRequestResponse = z.infer<typeof ZRejectFriendRequestResponseSchema>;
