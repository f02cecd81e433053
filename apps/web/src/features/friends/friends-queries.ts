import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

export const friendsQuery = () => trpc.social.listFriends.queryOptions({});
export const friendRequestsQuery = () => trpc.social.listFriendRequests.queryOptions({});

/** After a request is sent, accepted or rejected: the lists, statuses and profiles change. */
export function useRefreshFriends() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.social.listFriends.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.social.listFriendRequests.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.social.getFriendshipStatus.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.social.listUserFriends.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.social.getUserProfile.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.social.searchUsers.pathKey() }),
      ]),
    [queryClient],
  );
}
