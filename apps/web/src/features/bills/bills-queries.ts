import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import { trpc } from '../../lib/trpc';
import type { BillPayment } from './bills-types';

/** While a payment is processing it is read again this often (the server's job and the biller's callback settle it). */
const BILL_POLL_MS = 2_000;

const processing = (payments: readonly BillPayment[] | undefined) => payments?.some((p) => p.status === 'processing') ?? false;

// The billers do not change while the app runs.
export const billersQuery = () => trpc.money.listBillers.queryOptions({}, { staleTime: 60 * 60_000 });

export const billPaymentsQuery = () =>
  trpc.money.listBillPayments.queryOptions({}, { refetchInterval: (query) => (processing(query.state.data) ? BILL_POLL_MS : false) });

export const billPaymentQuery = (id: string) =>
  trpc.money.getBillPayment.queryOptions(
    { id },
    { refetchInterval: (query) => (query.state.data?.status === 'processing' ? BILL_POLL_MS : false) },
  );

export const bundlesQuery = (billerId: string, customerNumber: string) =>
  trpc.money.listBillerBundles.queryOptions({ id: billerId, customerNumber }, { staleTime: 5 * 60_000, retry: false });

/** After a payment is made or settles: the balance (the session user), the payments list and the history. */
export function useRefreshAfterBillPayment() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: trpc.money.listBillPayments.pathKey() }),
      ]),
    [queryClient],
  );
}
