import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../../lib/prefetch';
import ProfileScreen from '../../../features/profile/profile-screen';

function PublicProfile() {
  const { userId } = Route.useParams();
  return <ProfileScreen key={userId} userId={userId} />;
}

export const Route = createFileRoute('/_authed/profile/$userId')({
  loader: ({ context, params: { userId } }) =>
    prefetch(context.queryClient, async () => {
      const { trpc } = await import('../../../lib/trpc');
      return [
        query(trpc.social.getUserProfile.queryOptions({ userId })),
        query(trpc.social.listUserTransactions.queryOptions({ userId })),
        query(trpc.social.listUserFriends.queryOptions({ userId })),
      ];
    }),
  component: PublicProfile,
});
