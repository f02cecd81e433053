import { t } from '@lingui/core/macro';
import { ActionIcon, Avatar, Group, Text, Title } from '@mantine/core';
import IconBell from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
import IconScan from '@tabler/icons-react/dist/esm/icons/IconScan.mjs';
import { Link } from '@tanstack/react-router';
import { fullNameOf, initialsOf } from '../../lib/user-display';
import type { PublicUser } from '../../lib/public-user';
import { greetingFor } from './greeting';
import classes from './home.module.css';

export function HomeHeader({
  user,
  hasNotifications = false,
  now = new Date(),
}: {
  user: PublicUser;
  hasNotifications?: boolean;
  now?: Date;
}) {
  const name = fullNameOf(user);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={user.profileImageUrl || null} alt={name} color="kente" variant="filled" radius="xl" size={48}>
          {initialsOf(user.firstName, user.lastName)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {greetingFor(now)}
          </Text>
          <Title order={1} size="h4" lineClamp={1}>
            {name}
          </Title>
        </div>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          component={Link}
          to="/notifications"
          variant="subtle"
          color="gray.8"
          size="xl"
          radius="xl"
          aria-label={hasNotifications ? t`Notifications (new)` : t`Notifications`}
          className={classes.bell}
        >
          <IconBell size={24} aria-hidden="true" />
          {hasNotifications && <span className={classes.bellDot} data-testid="notification-dot" aria-hidden="true" />}
        </ActionIcon>
        <ActionIcon component={Link} to="/scan" variant="subtle" color="gray.8" size="xl" radius="xl" aria-label={t`Scan QR code`}>
          <IconScan size={24} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
