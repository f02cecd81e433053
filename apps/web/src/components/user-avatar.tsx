import { Avatar, type AvatarProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { initialsOf } from '../lib/user-display';
import { avatarSeed } from './avatar-seed';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  userId: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  profileImageUrl?: string | null;
  alt?: string;
}

/** The profile picture, else a cartoon generated from the user id (initials while it renders). */
export function UserAvatar({ userId, firstName, lastName, profileImageUrl, alt = '', ...props }: UserAvatarProps) {
  const seed = avatarSeed(userId);
  const { data: cartoon } = useQuery({
    queryKey: ['cartoon-avatar', seed],
    queryFn: () => import('./cartoon-avatar').then(({ cartoonAvatarUri }) => cartoonAvatarUri(seed)),
    enabled: !profileImageUrl,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return (
    <Avatar radius="xl" color="kente" {...props} src={profileImageUrl || cartoon || null} alt={alt}>
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
