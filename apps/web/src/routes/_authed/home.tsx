import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../lib/prefetch';
import HomeDashboard from '../../features/home/home-dashboard';

export const Route = createFileRoute('/_authed/home')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const home = await import('../../features/home/home-queries');
      return home.homeDashboardQueries();
    }),
  component: HomeDashboard,
});
