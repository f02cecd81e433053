import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/notifications')({
  component: () => <ComingSoon title="Notifications" description="Money requests waiting for your approval will appear here." />,
});
