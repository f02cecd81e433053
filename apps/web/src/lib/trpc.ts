import type { AppRouter } from '@ghanapay/api/router';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { queryClient } from './query-client';

// Only feature chunks import this module, so the landing page never downloads the tRPC client.
export { isUnauthorized, queryClient } from './query-client';

export const trpcClient = createTRPCClient<AppRouter>({
  // Every history card asks for its reactions, likes and comments: batches split before the URL grows past what proxies accept.
  links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxURLLength: 4000, fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }) })],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/** The message to show a person: the server's own text (the spec's validation messages). */
export function errorMessage(error: unknown, fallback = 'Please try again'): string {
  if (error instanceof TRPCClientError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
