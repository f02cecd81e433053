import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';
import { useRefreshMoney } from '../money';

/** Reversal requests on both sides (mine as sender, as recipient), polled like the history. */
export const reversalRequestsQuery = () => trpc.money.listReversalRequests.queryOptions({}, { refetchInterval: 15_000 });

/** After a request, an answer or a return: the requests, the payments and the balance are stale. */
export function useRefreshReversals() {
  const queryClient = useQueryClient();
  const refreshMoney = useRefreshMoney();
  return useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: trpc.money.listReversalRequests.pathKey() }), refreshMoney()]),
    [queryClient, refreshMoney],
  );
}
