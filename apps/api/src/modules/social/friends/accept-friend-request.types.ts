import { z } from 'zod';
import { zRecordId } from '@ghanapay/validators';
import { ZFriendshipSchema } from './friendship-dto';

export const ZAcceptFriendRequestRequestSchema = z.object({ id: zRecordId('friend request') });
export const ZAcceptFriendRequestResponseSchema = ZFriendshipSchema;

export type TAcceptFriendRequestRequest = z.input<typeof ZAcceptFriendRequestRequestSchema>;
export type TAcceptFriendRequestResponse = z.infer<typeof ZAcceptFriendRequestResponseSchema>;
