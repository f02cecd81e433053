import { trpc } from '../../lib/trpc';

/** The spec's polling intervals (section 9). */
export const POLL_MS = {
  transactions: 15_000,
  pendingRequestsDashboard: 10_000,
  pendingRequestsFocused: 5_000,
} as const;

const DASHBOARD_FEED_SIZE = 3;
const HISTORY_PAGE_SIZE = 20;

/** The dashboard feed: the 3 latest transactions, polled every 15 s. */
export const dashboardFeedQuery = () =>
  trpc.money.listTransactions.queryOptions({ limit: DASHBOARD_FEED_SIZE }, { refetchInterval: POLL_MS.transactions });

/** Money requests waiting for the signed-in user's answer; 10 s on the dashboard, 5 s elsewhere. */
export const pendingRequestsQuery = (refetchInterval: number) => trpc.money.listPendingMoneyRequests.queryOptions({}, { refetchInterval });

export const fraudAlertsQuery = () => trpc.money.listFraudAlerts.queryOptions({});

/** History pages, newest first; the next page starts after the last id of a full page. */
export const historyQuery = (search: string) =>
  trpc.money.listTransactions.infiniteQueryOptions(
    { limit: HISTORY_PAGE_SIZE, search: search || undefined },
    {
      initialCursor: undefined,
      getNextPageParam: (page) => (page.length < HISTORY_PAGE_SIZE ? undefined : page.at(-1)?.id),
    },
  );
