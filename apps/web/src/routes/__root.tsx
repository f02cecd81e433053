import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { DemoBanner } from '../features/demo/demo-banner';
import { useSession } from '../lib/session-query';
import { useAccountLanguage } from '../lib/use-account-language';
import { NotFound } from '../features/shell/not-found';
import { OfflineScreen } from '../features/shell/offline-screen';
import { Splash, useBootSplashUntil, useSplashElapsed } from '../features/shell/splash';
import { ToastHost } from '../features/shell/toast-host';
import { UpdatePrompt } from '../features/shell/update-prompt';

/**
 * Loaders prefetch through `context.queryClient` (lib/prefetch.ts). The tRPC proxy is not in the
 * context on purpose: loaders import the feature's query options (and so `trpc`) dynamically, so the
 * landing page never downloads the tRPC client.
 */
export interface RouterContext {
  queryClient: QueryClient;
}

const BottomNav = lazy(() => import('../features/shell/bottom-nav'));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const session = useSession();
  const splashElapsed = useSplashElapsed();
  // Signed in, the account's language (on any screen, the dashboard at / included).
  useAccountLanguage(session.user?.language);
  const onAuthScreen = pathname === '/auth';

  // The spec: the splash shows for 2 s at start and while the session loads, never on /auth.
  const splashing = !onAuthScreen && (!splashElapsed || session.pending);
  useBootSplashUntil(splashing);
  if (splashing) return <Splash />;
  // Offline, the shell comes from the service worker's cache, but money data never does.
  if (session.offline) return <OfflineScreen onRetry={session.retry} retrying={session.retrying} />;
  return (
    <>
      <DemoBanner />
      <UpdatePrompt />
      <Outlet />
      {session.user && !onAuthScreen && (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      )}
      <ToastHost />
    </>
  );
}
