import { Avatar, Group, Text, Title } from '@mantine/core';
import type { PublicUser } from '../../lib/public-user';
import { fullNameOf, initialsOf } from '../../lib/user-display';

export function ProfileSummary({ user, headingOrder = 1 }: { user: PublicUser; headingOrder?: 1 | 2 }) {
  const name = fullNameOf(user);
  return (
    <Group gap="md" wrap="nowrap" miw={0}>
      <Avatar src={user.profileImageUrl || null} alt={name} color="kente" variant="filled" radius="xl" size={64}>
        {initialsOf(user.firstName, user.lastName)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Title order={headingOrder} size="h3" lineClamp={2}>
          {name}
        </Title>
        {user.username && <Text c="dimmed">@{user.username}</Text>}
      </div>
    </Group>
  );
}
