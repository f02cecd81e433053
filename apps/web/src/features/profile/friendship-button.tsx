import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { useSendFriendRequest } from '../friends';
import { friendshipButtonState } from './friendship-button-state';

/** "Add Friend", or a disabled "Request Sent" / "Friends"; nothing on one's own profile. */
export function FriendshipButton({ userId, isOwnProfile }: { userId: string; isOwnProfile: boolean }) {
  const status = useQuery({ ...trpc.social.getFriendshipStatus.queryOptions({ userId }), enabled: !isOwnProfile });
  const send = useSendFriendRequest();
  const state = friendshipButtonState(status.data?.status, isOwnProfile);
  if (!state || status.isPending) return null;
  return (
    <Button
      variant={state.disabled ? 'light' : 'filled'}
      disabled={state.disabled}
      loading={send.isPending}
      onClick={() => send.mutate({ addresseeId: userId })}
    >
      {state.label}
    </Button>
  );
}
