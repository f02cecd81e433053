import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LandingPage } from '../features/landing/landing-page';
import { prefetch, sessionUserId } from '../lib/prefetch';
import { useSession } from '../lib/session-query';

// The dashboard is its own chunk: signed-out visitors (the landing page) never download it.
const HomeDashboard = lazy(() => import('../features/home/home-dashboard'));

export const Route = createFileRoute('/')({
  // Only for a person already known to be signed in: a visitor's landing page never loads the tRPC client.
  loader: ({ context }) => {
    if (!sessionUserId(context.queryClient)) return;
    prefetch(context.queryClient, async () => {
      const home = await import('../features/home/home-queries');
      return home.homeDashboardQueries();
    });
  },
  component: IndexRoute,
});

function IndexRoute() {
  const { user } = useSession();
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={null}>
      <HomeDashboard />
    </Suspense>
  );
}
