import type { inferOutput } from '@trpc/tanstack-react-query';
import { trpc } from '../../lib/trpc';

/** Who is at the staff desk (403 for a customer, or for staff signed in with a password). */
export const staffMeQuery = () => trpc.staff.me.queryOptions({}, { staleTime: 60_000, retry: false });

/** The newest rows of the staff audit log. */
export const auditLogQuery = () => trpc.staff.auditLog.queryOptions({ limit: 50 }, { retry: false });

export type CustomerRecord = inferOutput<typeof trpc.staff.lookupCustomer>;
export type StaffMe = inferOutput<typeof trpc.staff.me>;

/** The reconciliation differences, read-only (the API asks the providers: no refetching on focus). */
export const reconciliationQuery = () =>
  trpc.staff.reconciliation.queryOptions({ sinceDays: 30 }, { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 });
