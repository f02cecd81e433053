import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { ActionIcon, Button, Group } from '@mantine/core';
import IconMessageCircle from '@tabler/icons-react/dist/esm/icons/IconMessageCircle.mjs';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { fullNameOf } from '../../lib/user-display';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { formatTransactionDate } from '../money';
import { sendMoneySearchForUser } from '../../lib/send-money-search';
import { showToast } from '../../lib/toast';
import { useRefreshFriends } from './friends-queries';
import { PersonRow } from '../../components/person-row';
import { EmptyList } from '../../components/empty-list';
import classes from './friends.module.css';

type Friend = inferOutput<typeof trpc.social.listFriends>[number];
type FriendRequest = inferOutput<typeof trpc.social.listFriendRequests>[number];

/** My Friends: each with a message button (their profile, where their activity is) and Send. */
export function FriendList({ friends }: { friends: readonly Friend[] }) {
  if (friends.length === 0) return <EmptyList title={t`No friends yet`} hint={t`Add friends to easily send money and split bills`} />;
  return (
    <ul className={classes.list} aria-label={t`My friends`}>
      {friends.map((friend) => (
        <PersonRow
          key={friend.id}
          person={friend}
          actions={
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                renderRoot={(props) => <Link {...props} to="/profile/$userId" params={{ userId: friend.id }} />}
                variant="light"
                color="gray"
                size="lg"
                aria-label={t`Message ${fullNameOf(friend)}`}
              >
                <IconMessageCircle size={18} aria-hidden="true" />
              </ActionIcon>
              <Button renderRoot={(props) => <Link {...props} to="/send-money" search={sendMoneySearchForUser(friend)} />} size="xs">
                <Trans>Send</Trans>
              </Button>
            </Group>
          }
        />
      ))}
    </ul>
  );
}

/** Requests addressed to me: "Friend Request", the date, Reject and Accept. */
export function RequestList({ requests }: { requests: readonly FriendRequest[] }) {
  const refresh = useRefreshFriends();
  const accept = useMutation(
    trpc.social.acceptFriendRequest.mutationOptions({
      onSuccess: (friendship) => (showToast({ title: t`Friend Request Accepted`, message: friendship.message }), void refresh()),
      onError: (error) =>
        showToast({ title: t`Error`, message: errorMessage(error, t`Failed to accept friend request`), destructive: true }),
    }),
  );
  const reject = useMutation(
    trpc.social.rejectFriendRequest.mutationOptions({
      onSuccess: (friendship) => (showToast({ title: t`Friend Request Rejected`, message: friendship.message }), void refresh()),
      onError: (error) =>
        showToast({ title: t`Error`, message: errorMessage(error, t`Failed to reject friend request`), destructive: true }),
    }),
  );
  if (requests.length === 0) return <EmptyList title={t`No pending requests`} hint={t`Friend requests you receive will appear here`} />;
  const busy = accept.isPending || reject.isPending;
  return (
    <ul className={classes.list} aria-label={t`Friend requests`}>
      {requests.map((request) => (
        <PersonRow
          key={request.id}
          person={request.requester}
          detail={t`Friend Request • ${formatTransactionDate(request.requestedAt)}`}
          actions={
            <Group gap={6} wrap="nowrap">
              <Button size="xs" variant="default" disabled={busy} onClick={() => reject.mutate({ id: request.id })}>
                <Trans>Reject</Trans>
              </Button>
              <Button size="xs" disabled={busy} onClick={() => accept.mutate({ id: request.id })}>
                <Trans>Accept</Trans>
              </Button>
            </Group>
          }
        />
      ))}
    </ul>
  );
}
