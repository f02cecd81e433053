import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api-errors';

/**
 * The session lives under tRPC's own key for `auth.user`, so invalidating that procedure after a
 * profile change refreshes it. Spelled out here because the landing page must not load the tRPC
 * client just to name it (a unit test keeps it equal to `trpc.auth.user.queryKey()`).
 */
export const SESSION_QUERY_KEY = [['auth', 'user'], { type: 'query' }] as const;

/** The spec's sign-in redirect target outside the app (the server sends it on to /auth). */
export const LOGIN_PATH = '/api/login';
/** The spec: after a 401 on an action, the "logged out" toast shows for 500 ms before the redirect. */
const UNAUTHORIZED_REDIRECT_MS = 500;

// The spec: a 401 from a query means the person is signed out; the auth screen then shows in place.
function markSignedOutOn401(error: unknown) {
  if (isUnauthorized(error)) queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

let redirectScheduled = false;

/**
 * A 401 on an action (send, comment, like …): the action's own handler shows "Unauthorized" / "You
 * are logged out. Logging in again...", and the page goes to the login path after 500 ms.
 */
export function redirectToLoginOn401(error: unknown, go: (path: string) => void = (path) => window.location.assign(path)) {
  if (!isUnauthorized(error) || redirectScheduled) return;
  redirectScheduled = true;
  setTimeout(() => {
    redirectScheduled = false;
    go(LOGIN_PATH);
  }, UNAUTHORIZED_REDIRECT_MS);
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: markSignedOutOn401 }),
  // Only a signed-in person's action is "logged out": a wrong password at sign-in is a 401 too, and
  // must stay on the form with its own message.
  mutationCache: new MutationCache({
    onError: (error): void => {
      if (queryClient.getQueryData(SESSION_QUERY_KEY)) redirectToLoginOn401(error);
    },
  }),
  defaultOptions: {
    // The spec's defaults: fresh for 30 s, refetch on focus, no periodic refetch, no retries.
    queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: false },
    // A mutation runs even when the browser says offline, and fails: paused ('online', the library's
    // default) it would go out by itself when the network returned, a payment the person had given up
    // on or made on USSD meanwhile. Offline, the screen hands off to USSD and keeps a draft instead.
    mutations: { retry: false, networkMode: 'always' },
  },
});
