import type { AppRouter } from '@ghanapay/api/router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The spec's defaults: fresh for 30 s, refetch on focus, no periodic refetch, no retries.
    queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: false },
    mutations: { retry: false },
  },
});

export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/trpc', transformer: superjson, fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }) })],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.httpStatus === 401;
}

/** The message to show a person: the server's own text (the spec's validation messages). */
export function errorMessage(error: unknown, fallback = 'Please try again'): string {
  if (error instanceof TRPCClientError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
