import { z } from 'zod';
import { ZEmptyRequestSchema } from '../social-inputs';
import { ZSocialUserSchema } from '../social-user';

const ZFriendRequestSchema = z.object({
  /** The friendship id: POST /friends/accept/{id} or /friends/reject/{id}. */
  id: z.number().int(),
  requestedAt: z.string(),
  requester: ZSocialUserSchema,
});

export const ZListFriendRequestsRequestSchema = ZEmptyRequestSchema;
/** Pending requests addressed to the signed-in user, newest first. */
export const ZListFriendRequestsResponseSchema = z.array(ZFriendRequestSchema);

export type TFriendRequest = z.infer<typeof ZFriendRequestSchema>;
export type TListFriendRequestsResponse = z.infer<typeof ZListFriendRequestsResponseSchema>;
