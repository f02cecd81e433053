import type { inferOutput } from '@trpc/tanstack-react-query';
import { trpc } from '../../lib/trpc';

export type Complaint = inferOutput<typeof trpc.complaints.listMyComplaints>[number];
export type StaffComplaint = inferOutput<typeof trpc.complaints.listStaffComplaints>[number];

export const myComplaintsQuery = () => trpc.complaints.listMyComplaints.queryOptions({});
export const myComplaintQuery = (reference: string) => ({ ...trpc.complaints.getMyComplaint.queryOptions({ reference }), retry: false });
/** The staff queue; a customer gets 403 and the screen says "Staff only". */
export const staffComplaintsQuery = () => ({
  ...trpc.complaints.listStaffComplaints.queryOptions({}),
  retry: false,
  refetchInterval: 60_000,
});
/** Recent payments to pick one from (the complaint form). */
export const recentPaymentsQuery = () => trpc.money.listTransactions.queryOptions({ limit: 10 });
