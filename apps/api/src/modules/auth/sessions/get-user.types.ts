import { z } from 'zod';
import { ZPublicUserSchema } from '../public-user';

export const ZGetUserRequestSchema = z.void();
export const ZGetUserResponseSchema = ZPublicUserSchema;

export type TGetUserResponse = z.infer<typeof ZGetUserResponseSchema>;
