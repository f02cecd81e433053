import { createFileRoute } from '@tanstack/react-router';
import AnalyticsScreen from '../../features/analytics/analytics-screen';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/analytics')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const analytics = await import('../../features/analytics/analytics-queries');
      return [query(analytics.analyticsQuery(analytics.DEFAULT_RANGE)), query(analytics.fraudAnalyticsQuery())];
    }),
  component: AnalyticsScreen,
});
