import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import FriendsScreen from '../../features/friends/friends-screen';

export const Route = createFileRoute('/_authed/friends')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const friends = await import('../../features/friends/friends-queries');
      return [query(friends.friendsQuery()), query(friends.friendRequestsQuery())];
    }),
  component: FriendsScreen,
});
