import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '../../components/back-link';
import { TransactionSkeletons } from '../money';
import { Page } from '../../components/page';
import { FriendList, RequestList } from './friend-lists';
import { FriendSearchCard } from './friend-search-card';
import { friendRequestsQuery, friendsQuery } from './friends-queries';

/** /friends: Add Friend toggles the search card; tabs "My Friends (n)" and "Requests (n)". */
export default function FriendsScreen() {
  const [searching, setSearching] = useState(false);
  const friends = useQuery(friendsQuery());
  const requests = useQuery(friendRequestsQuery());

  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Group justify="space-between">
          <Title order={1} size="h2">
            <Trans>Friends</Trans>
          </Title>
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            variant={searching ? 'light' : 'filled'}
            aria-expanded={searching}
            onClick={() => setSearching((open) => !open)}
          >
            <Trans>Add Friend</Trans>
          </Button>
        </Group>
        {searching && <FriendSearchCard />}
        <Tabs defaultValue="friends">
          <Tabs.List grow>
            <Tabs.Tab value="friends">
              <Trans>My Friends (</Trans>
              {friends.data?.length ?? 0})
            </Tabs.Tab>
            <Tabs.Tab value="requests">
              <Trans>Requests (</Trans>
              {requests.data?.length ?? 0})
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="friends" pt="md">
            {friends.data ? <FriendList friends={friends.data} /> : <TransactionSkeletons count={3} />}
          </Tabs.Panel>
          <Tabs.Panel value="requests" pt="md">
            {requests.data ? <RequestList requests={requests.data} /> : <TransactionSkeletons count={2} />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Page>
  );
}
