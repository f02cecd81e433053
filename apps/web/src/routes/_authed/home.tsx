import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import HomeDashboard from '../../features/home/home-dashboard';

export const Route = createFileRoute('/_authed/home')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const money = await import('../../features/money/money-queries');
      return [
        query(money.dashboardFeedQuery()),
        query(money.pendingRequestsQuery(money.POLL_MS.pendingRequestsDashboard)),
        query(money.fraudAlertsQuery()),
      ];
    }),
  component: HomeDashboard,
});
