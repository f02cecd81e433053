import { createFileRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session-query';
import { usePaymentAlerts, useSavedAppearance } from '../features/settings';

const AuthScreen = lazy(() => import('../features/auth/auth-screen'));

/** Every route below needs a session; signed out, the auth screen shows in its place (no redirect). */
export const Route = createFileRoute('/_authed')({
  component: AuthedLayout,
});

function AuthedLayout() {
  const { user } = useSession();
  useSavedAppearance(Boolean(user));
  usePaymentAlerts(user?.id ?? null);
  if (!user) {
    return (
      <Suspense fallback={null}>
        <AuthScreen />
      </Suspense>
    );
  }
  return <Outlet />;
}
