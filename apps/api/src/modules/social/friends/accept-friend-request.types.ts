import { z } from 'zod';
import { zRecordIdParam } from '../social-inputs';
import { ZFriendshipSchema } from './friendship-dto';

export const ZAcceptFriendRequestRequestSchema = z.object({ id: zRecordIdParam('friend request') });
export const ZAcceptFriendRequestResponseSchema = ZFriendshipSchema;

export type TAcceptFriendRequestRequest = z.input<typeof ZAcceptFriendRequestRequestSchema>;
export type TAcceptFriendRequestResponse = z.infer<typeof ZAcceptFriendRequestResponseSchema>;
