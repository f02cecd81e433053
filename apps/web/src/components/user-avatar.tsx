import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/user-display';
import { avatarSeed, cartoonAvatarUrl } from './avatar-seed';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  userId: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  profileImageUrl?: string | null;
  alt?: string;
}

/** The profile picture, else the cartoon the API draws from the user id (initials until it loads). */
export function UserAvatar({ userId, firstName, lastName, profileImageUrl, alt = '', ...props }: UserAvatarProps) {
  const src = profileImageUrl || cartoonAvatarUrl(avatarSeed(userId));
  return (
    <Avatar radius="xl" color="kente" {...props} src={src} alt={alt}>
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
