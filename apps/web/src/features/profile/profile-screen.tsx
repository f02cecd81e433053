import { Trans } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { fullNameOf } from '../../lib/user-display';
import { EmptyList } from '../../components/empty-list';
import { BackLink } from '../../components/back-link';
import { useSession } from '../../lib/session-query';
import { Page } from '../../components/page';
import { FriendshipButton } from './friendship-button';
import { ProfileFeed } from './profile-feed';
import { ProfileFriends } from './profile-friends';
import { userProfileQuery } from './profile-queries';
import { moneyTransferSearchForUser } from '../../lib/send-money-search';
import { UserAvatar } from '../../components/user-avatar';

/** /profile/{userId} and /profile (one's own): avatar, name, friends, friendship button, Feed and Friends. */
export default function ProfileScreen({ userId }: { userId: string }) {
  const { user } = useSession();
  const router = useRouter();
  const profile = useQuery(userProfileQuery(userId));
  if (!user) return null;

  if (profile.isError) {
    return (
      <Page withNav>
        <Stack align="center" gap="md" py="xl">
          <EmptyList title={t`User not found`} hint={t`This person may have left ${APP_NAME}, or the link is wrong.`} />
          <Button variant="default" onClick={() => router.history.back()}>
            <Trans>Go Back</Trans>
          </Button>
        </Stack>
      </Page>
    );
  }

  const person = profile.data;
  const name = person ? fullNameOf(person) : '';
  const isOwn = person?.isMe ?? userId === user.id;
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        {!person ? (
          <ProfileHeaderSkeleton />
        ) : (
          <Stack align="center" gap={6}>
            <UserAvatar
              userId={person.id}
              firstName={person.firstName}
              lastName={person.lastName}
              profileImageUrl={person.profileImageUrl}
              size={96}
              alt={t`Avatar of ${name}`}
            />
            <Title order={1} size="h2">
              {name}
            </Title>
            <Text c="dimmed">@{person.username}</Text>
            <Text size="sm" fw={600}>
              {plural(person.friendCount, { one: '# friend', other: '# friends' })}
            </Text>
            <Group gap="sm" mt="xs">
              <FriendshipButton userId={person.id} isOwnProfile={isOwn} />
              {isOwn ? (
                <Button
                  renderRoot={(props) => <Link {...props} to="/settings" />}
                  variant="default"
                  leftSection={<IconSettings size={18} aria-hidden="true" />}
                >
                  <Trans>Settings</Trans>
                </Button>
              ) : (
                <Button
                  renderRoot={(props) => <Link {...props} to="/money-transfer" search={moneyTransferSearchForUser(person)} />}
                  variant="outline"
                >
                  <Trans>Send Money</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        )}
        <Tabs defaultValue="feed">
          <Tabs.List grow>
            <Tabs.Tab value="feed">
              <Trans>Feed</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="friends">
              <Trans>Friends</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="feed" pt="md">
            <ProfileFeed userId={userId} viewerId={user.id} />
          </Tabs.Panel>
          <Tabs.Panel value="friends" pt="md">
            <ProfileFriends userId={userId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Page>
  );
}

/**
 * The header's shape while the profile loads: the avatar, the name, the username, the friends line
 * and the buttons at their own heights, so the Feed and Friends tabs do not move when it arrives.
 */
function ProfileHeaderSkeleton() {
  return (
    <Stack align="center" gap={6} aria-hidden="true">
      <Skeleton circle height={96} />
      <Skeleton height={34} width="55%" />
      <Skeleton height={25} width="35%" />
      <Skeleton height={22} width="25%" />
      <Group gap="sm" mt="xs">
        <Skeleton height={36} width={110} radius="sm" />
        <Skeleton height={36} width={110} radius="sm" />
      </Group>
    </Stack>
  );
}
