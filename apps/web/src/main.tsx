import './styles/mantine.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startAppConfigQuery } from './features/demo';
import { registerServiceWorkerAfterStart } from './features/shell/service-worker';
import { startI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { startSessionQuery } from './lib/session-query';
import { routeTree } from './routeTree.gen';
import { cssVariablesResolver, theme } from './theme';

const languageLoading = startI18n();
startSessionQuery();
startAppConfigQuery();

const createAppRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

// Installable app: the service worker caches the shell (production builds only; Vite's dev server has
// none), installed once the first screen is up.
if (import.meta.env.PROD) registerServiceWorkerAfterStart();

// The first render as a transition: React draws the screen in slices of a few milliseconds and gives
// the phone's main thread back between them (a tap or a scroll is answered while it draws), instead of
// one task of a few hundred milliseconds on a slow phone.
function render(router: ReturnType<typeof createAppRouter>) {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    );
  });
}

/** The rest of the page's work waits for the next task: the phone answers a tap (or paints) in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start in three tasks instead of one: the session, settings and language requests go out while
// this script is still being evaluated; building the router (every route of the app) is the next
// task, and the first render the one after. On a slow phone each is a few tens of milliseconds
// where the whole was one long task of well over a hundred.
async function start() {
  await nextTask();
  const router = createAppRouter();
  await (languageLoading ?? nextTask());
  render(router);
}
void start();
