import { queryOptions, useQuery } from '@tanstack/react-query';

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

export function useDemoMode(): boolean {
  return useQuery(appConfigQueryOptions).data?.demoMode ?? false;
}

/** Where the demo's simulated messages can be read. */
export const DEMO_INBOX_PATH = '/dev/inbox';
