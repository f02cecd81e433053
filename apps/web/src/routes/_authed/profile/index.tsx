import { createFileRoute } from '@tanstack/react-router';
import ProfileScreen from '../../../features/profile/profile-screen';
import { useSession } from '../../../lib/session-query';

function MyProfile() {
  const { user } = useSession();
  return user ? <ProfileScreen userId={user.id} /> : null;
}

export const Route = createFileRoute('/_authed/profile/')({
  component: MyProfile,
});
