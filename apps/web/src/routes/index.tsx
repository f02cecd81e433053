import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LandingPage } from '../features/landing/landing-page';
import { useSession } from '../lib/session-query';

// The dashboard is its own chunk: signed-out visitors (the landing page) never download it.
const HomeDashboard = lazy(() => import('../features/home/home-dashboard'));

export const Route = createFileRoute('/')({
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
