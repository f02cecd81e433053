import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/profile/$userId')({
  component: () => <ComingSoon title="Profile" description="Public profiles, with their feed and friends, are coming soon." />,
});
