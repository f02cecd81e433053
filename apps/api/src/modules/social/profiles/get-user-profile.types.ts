import { z } from 'zod';
import { zUserIdParam } from '../social-inputs';
import { ZSocialUserSchema } from '../social-user';

export const ZGetUserProfileRequestSchema = z.object({ userId: zUserIdParam });
/** No balance, phone or email: a profile is what anyone signed in may see. */
export const ZGetUserProfileResponseSchema = ZSocialUserSchema.extend({
  friendCount: z.number().int(),
  createdAt: z.string(),
  isMe: z.boolean(),
  blockedByMe: z.boolean(),
});

export type TGetUserProfileRequest = z.input<typeof ZGetUserProfileRequestSchema>;
export type TGetUserProfileResponse = z.infer<typeof ZGetUserProfileResponseSchema>;
