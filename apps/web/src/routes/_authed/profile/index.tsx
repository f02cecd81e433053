import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query, sessionUserId } from '../../../lib/prefetch';
import ProfileScreen from '../../../features/profile/profile-screen';
import { useSession } from '../../../lib/session-query';

function MyProfile() {
  const { user } = useSession();
  return user ? <ProfileScreen userId={user.id} /> : null;
}

export const Route = createFileRoute('/_authed/profile/')({
  loader: ({ context }) => {
    const userId = sessionUserId(context.queryClient);
    if (!userId) return;
    prefetch(context.queryClient, async () => {
      const profile = await import('../../../features/profile/profile-queries');
      return [
        query(profile.userProfileQuery(userId)),
        query(profile.userTransactionsQuery(userId)),
        query(profile.userFriendsQuery(userId)),
      ];
    });
  },
  component: MyProfile,
});
