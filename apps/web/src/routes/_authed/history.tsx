import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/history')({
  component: () => <ComingSoon title="Transaction History" description="Your sent and received money, grouped by day, will appear here." />,
});
