import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The session lives under tRPC's own key for `auth.user`, so invalidating that procedure after a
 * profile change refreshes it. Spelled out here because the landing page must not load the tRPC
 * client just to name it (a unit test keeps it equal to `trpc.auth.user.queryKey()`).
 */
export const SESSION_QUERY_KEY = [['auth', 'user'], { type: 'query' }] as const;

/** True for a 401 from a tRPC call (TRPCClientError.data.httpStatus) or a plain HTTP call (status). */
export function isUnauthorized(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { data, status } = error as { data?: { httpStatus?: unknown } | null; status?: unknown };
  return data?.httpStatus === 401 || status === 401;
}

// The spec: a 401 from any call means the person is signed out; the auth screen then shows in place.
function markSignedOutOn401(error: unknown) {
  if (isUnauthorized(error)) queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: markSignedOutOn401 }),
  mutationCache: new MutationCache({ onError: markSignedOutOn401 }),
  defaultOptions: {
    // The spec's defaults: fresh for 30 s, refetch on focus, no periodic refetch, no retries.
    queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: false },
    mutations: { retry: false },
  },
});
