import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/analytics')({
  component: () => <ComingSoon title="Analytics" description="Spending insights and AI fraud-detection analytics." />,
});
