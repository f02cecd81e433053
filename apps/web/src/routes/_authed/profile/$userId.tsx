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
      const profile = await import('../../../features/profile/profile-queries');
      return [
        query(profile.userProfileQuery(userId)),
        query(profile.userTransactionsQuery(userId)),
        query(profile.userFriendsQuery(userId)),
      ];
    }),
  component: PublicProfile,
});
