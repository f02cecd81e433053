import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import { trpcPathKey } from '../../lib/trpc-keys';

/**
 * After money moved (a send, a request answered, a fraud decision): the lists, the alerts and the
 * session user (its walletBalance) are stale. Apart from the queries (money-queries.ts) and by tRPC's
 * keys alone, so a pay screen that refreshes them does not download the tRPC client with its first screen.
 */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpcPathKey('money.listTransactions') }),
        queryClient.invalidateQueries({ queryKey: trpcPathKey('money.listPendingMoneyRequests') }),
        queryClient.invalidateQueries({ queryKey: trpcPathKey('money.listFraudAlerts') }),
        queryClient.invalidateQueries({ queryKey: trpcPathKey('money.listWaitingPayments') }),
        queryClient.invalidateQueries({ queryKey: trpcPathKey('money.listGuardianRequests') }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]),
    [queryClient],
  );
}
