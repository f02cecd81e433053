import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';

interface AppConfig {
  /** Demo mode: SMS and e-mail are simulated and readable in the demo inbox. */
  demoMode: boolean;
}

/** GET /api/app-config, once per visit: the mode does not change while the app runs. */
const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: async (): Promise<AppConfig> => {
    const response = await fetch('/api/app-config', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`app-config ${response.status}`);
    return (await response.json()) as AppConfig;
  },
  staleTime: Infinity,
  retry: false,
  networkMode: 'always',
});

/**
 * Asked for as the page starts, beside the session (main.tsx): the demo banner then draws with the
 * first screen instead of arriving after it and pushing the screen down (a layout shift).
 */
export function startAppConfigQuery(): void {
  void queryClient.prefetchQuery(appConfigQueryOptions);
}

export function useDemoMode(): boolean {
  return useQuery(appConfigQueryOptions).data?.demoMode ?? false;
}

/** Where the demo's simulated messages can be read. */
export const DEMO_INBOX_PATH = '/dev/inbox';
