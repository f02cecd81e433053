import { z } from 'zod';

/** Another user as any signed-in person may see them: never a balance, phone or email. */
export const ZSocialUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  isVerified: z.boolean(),
});

export type TSocialUser = z.infer<typeof ZSocialUserSchema>;

export interface SocialUserRow {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  profileImageUrl: string | null;
  isVerified: boolean;
}

export const SOCIAL_USER_COLUMNS = ['id', 'firstName', 'lastName', 'username', 'profileImageUrl', 'isVerified'] as const;

export function toSocialUser(row: SocialUserRow): TSocialUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    profileImageUrl: row.profileImageUrl,
    isVerified: row.isVerified,
  };
}

export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || 'Unknown User';
}
