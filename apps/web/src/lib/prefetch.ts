import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from './query-client';

/** A query a route loader starts: plain, or infinite (a list read page by page). */
export type Prefetch = (queryClient: QueryClient) => Promise<void>;

export const query =
  <T, E, D, K extends QueryKey>(options: FetchQueryOptions<T, E, D, K>): Prefetch =>
  (queryClient) =>
    queryClient.prefetchQuery(options);

export const infinite =
  <T, E, D, K extends QueryKey, P>(options: FetchInfiniteQueryOptions<T, E, D, K, P>): Prefetch =>
  (queryClient) =>
    queryClient.prefetchInfiniteQuery(options);

/**
 * What a route loader does: start the screen's first queries while its code chunk downloads, so
 * both arrive together. `load` imports the feature's query options (code-split, so the landing page
 * never loads the tRPC client) and is not awaited: navigation never waits for data, the screen shows
 * its skeletons and picks the answers up from the cache. Nothing is fetched for a visitor already
 * known to be signed out (the auth screen shows instead).
 */
export function prefetch(queryClient: QueryClient, load: () => Promise<readonly Prefetch[]>): void {
  if (queryClient.getQueryData(SESSION_QUERY_KEY) === null) return;
  void load()
    .then((queries) => Promise.all(queries.map((start) => start(queryClient))))
    // A failed chunk or query shows on the screen itself, which asks again.
    .catch(() => undefined);
}

/** The signed-in user's id from the session cache, when it is known. */
export function sessionUserId(queryClient: QueryClient): string | undefined {
  return (queryClient.getQueryData(SESSION_QUERY_KEY) as { id?: string } | null | undefined)?.id ?? undefined;
}
