import { z } from 'zod';
import { zUserIdParam } from '../social-inputs';
import { ZSocialUserSchema } from '../social-user';

export const ZListUserFriendsRequestSchema = z.object({ userId: zUserIdParam });
export const ZListUserFriendsResponseSchema = z.array(ZSocialUserSchema);

export type TListUserFriendsRequest = z.input<typeof ZListUserFriendsRequestSchema>;
export type TListUserFriendsResponse = z.infer<typeof ZListUserFriendsResponseSchema>;
