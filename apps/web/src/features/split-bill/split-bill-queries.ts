import type { inferOutput } from '@trpc/tanstack-react-query';
import { trpc } from '../../lib/trpc';

export type SplitBill = inferOutput<typeof trpc.money.listSplitBills>[number];
export type SplitBillParticipant = SplitBill['participants'][number];

/** While one of my bills still waits for someone, its progress is read again this often. */
export const SPLIT_BILLS_POLL_MS = 5_000;

export const splitBillsQuery = () => trpc.money.listSplitBills.queryOptions({});
