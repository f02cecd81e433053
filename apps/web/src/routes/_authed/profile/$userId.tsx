import { createFileRoute } from '@tanstack/react-router';
import ProfileScreen from '../../../features/profile/profile-screen';

function PublicProfile() {
  const { userId } = Route.useParams();
  return <ProfileScreen key={userId} userId={userId} />;
}

export const Route = createFileRoute('/_authed/profile/$userId')({
  component: PublicProfile,
});
