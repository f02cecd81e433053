import { z } from 'zod';
import { ZEmptyRequestSchema } from '../social-inputs';
import { ZSocialUserSchema } from '../social-user';

const ZFriendSchema = ZSocialUserSchema.extend({
  friendshipId: z.number().int(),
  /** When the request was accepted. */
  friendsSince: z.string().nullable(),
});

export const ZListFriendsRequestSchema = ZEmptyRequestSchema;
/** By first name, then last name. */
export const ZListFriendsResponseSchema = z.array(ZFriendSchema);

export type TFriend = z.infer<typeof ZFriendSchema>;
export type TListFriendsResponse = z.infer<typeof ZListFriendsResponseSchema>;
