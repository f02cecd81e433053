import { query, type Prefetch } from '../../lib/prefetch';
import { dashboardFeedQuery, fraudAlertsQuery, pendingRequestsQuery, POLL_MS } from '../money';

/** The dashboard's first reads (the same options HomeDashboard uses), for the / and /home loaders. */
export const homeDashboardQueries = (): Prefetch[] => [
  query(dashboardFeedQuery()),
  query(pendingRequestsQuery(POLL_MS.pendingRequestsDashboard)),
  query(fraudAlertsQuery()),
];
