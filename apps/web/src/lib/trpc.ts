import type { AppRouter } from '@ghanapay/api/router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { queryClient } from './query-client';

// Only feature chunks import this module, so the landing page never downloads the tRPC client.
export const trpcClient = createTRPCClient<AppRouter>({
  // Every history card asks for its reactions, likes and comments: batches split before the URL grows past what proxies accept.
  links: [
    httpBatchLink({
      url: '/trpc',
      transformer: superjson,
      maxURLLength: 4000,
      fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
