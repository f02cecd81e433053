import { z } from 'zod';
import { ZBlockUserResponseSchema } from './block-user.types';
import { zUserIdParam } from '../social-inputs';

export const ZUnblockUserRequestSchema = z.object({ userId: zUserIdParam });
export const ZUnblockUserResponseSchema = ZBlockUserResponseSchema;

export type TUnblockUserRequest = z.input<typeof ZUnblockUserRequestSchema>;
export type TUnblockUserResponse = z.infer<typeof ZUnblockUserResponseSchema>;
