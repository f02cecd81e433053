import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient, SESSION_QUERY_KEY } from './query-client';
import type { PublicUser } from './public-user';

/**
 * GET /api/auth/user: the user, or null on a 401 (signed out is a state, not an error). A plain fetch
 * of the REST path, so the landing page decides signed-in or not without loading the tRPC client.
 */
async function fetchSessionUser(): Promise<PublicUser | null> {
  const response = await fetch('/api/auth/user', { credentials: 'include', headers: { accept: 'application/json' } });
  if (response.status === 401) return null;
  if (!response.ok) throw Object.assign(new Error(`${response.status}: ${await response.text()}`), { status: response.status });
  return (await response.json()) as PublicUser;
}

const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSessionUser,
  // The spec: fresh for 60 s, refetch on focus and on mount, no retry, no reconnect or interval refetch.
  staleTime: 60_000,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
  refetchOnReconnect: false,
  retry: false,
  // Offline must not keep the splash up forever: a failed call reads as signed out.
  networkMode: 'always',
});

/**
 * Asks for the session as the page starts, while the first screen's code is still downloading: the
 * splash and every signed-in query wait on it, and the root layout that asks for it only renders once
 * the route's chunks are in.
 */
export function startSessionQuery() {
  void queryClient.prefetchQuery(sessionQueryOptions);
}

export interface Session {
  /** True until the first answer (the splash shows meanwhile). */
  pending: boolean;
  user: PublicUser | null;
  /** The session call never reached the server (no network): the offline screen shows. */
  offline: boolean;
  retry: () => void;
  retrying: boolean;
}

/** fetch rejects with a TypeError only when the request never got an answer (offline, DNS, reset). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export function useSession(): Session {
  const query = useQuery(sessionQueryOptions);
  return {
    pending: query.isPending,
    user: query.data ?? null,
    offline: query.data === undefined && isNetworkFailure(query.error),
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

/** After login, registration or a passkey sign-in: no one else's cached data may survive. */
export function setSignedIn(user: PublicUser) {
  clearAllButSession();
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
}

export function setSignedOut() {
  clearAllButSession();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

function clearAllButSession() {
  const session = queryClient.getQueryCache().find({ queryKey: SESSION_QUERY_KEY, exact: true });
  queryClient.removeQueries({ predicate: (query) => query !== session });
}
