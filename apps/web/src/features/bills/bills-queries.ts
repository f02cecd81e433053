import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import { trpcPathKey } from '../../lib/trpc-keys';
import { trpcQuery } from '../../lib/trpc-query';
import type { BillPayment } from './bills-types';

// Plain GETs under tRPC's keys (lib/trpc-query.ts): the pay screens draw without the tRPC client.

/** While a payment is processing it is read again this often (the server's job and the biller's callback settle it). */
const BILL_POLL_MS = 2_000;

const processing = (payments: readonly BillPayment[] | undefined) => payments?.some((p) => p.status === 'processing') ?? false;

// The billers do not change while the app runs.
export const billersQuery = () => queryOptions({ ...trpcQuery('money.listBillers', {}), staleTime: 60 * 60_000 });

export const billPaymentsQuery = () =>
  queryOptions({
    ...trpcQuery('money.listBillPayments', {}),
    refetchInterval: (query) => (processing(query.state.data) ? BILL_POLL_MS : false),
  });

export const billPaymentQuery = (id: string) =>
  queryOptions({
    ...trpcQuery('money.getBillPayment', { id }),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? BILL_POLL_MS : false),
  });

export const bundlesQuery = (billerId: string, customerNumber: string) =>
  queryOptions({ ...trpcQuery('money.listBillerBundles', { id: billerId, customerNumber }), staleTime: 5 * 60_000, retry: false });

/** After a payment is made or settles: the balance (the session user), the payments list and the history. */
export function useRefreshAfterBillPayment() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: trpcPathKey('money.listBillPayments') }),
      ]),
    [queryClient],
  );
}
