import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { useRefreshFriends } from './friends-queries';

/** Sends a friend request with the spec's toasts ("Friend Request Sent"; "Error" with the reason). */
export function useSendFriendRequest() {
  const refresh = useRefreshFriends();
  return useMutation(
    trpc.social.sendFriendRequest.mutationOptions({
      onSuccess: (friendship) => {
        showToast({ title: t`Friend Request Sent`, message: friendship.message });
        void refresh();
      },
      onError: (error) => showToast({ title: t`Error`, message: errorMessage(error, t`Failed to send friend request`), destructive: true }),
    }),
  );
}
