import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

export const paymentAccountsQuery = () => trpc.accounts.listPaymentAccounts.queryOptions({});
export const mobileMoneyAccountsQuery = () => trpc.accounts.listMobileMoneyAccounts.queryOptions({});
export const cardsQuery = () => trpc.accounts.listCards.queryOptions({});

/** After an account is added, changed or removed: every list that shows accounts is stale. */
export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.accounts.listPaymentAccounts.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.accounts.listMobileMoneyAccounts.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.accounts.listBankAccounts.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.accounts.listCards.pathKey() }),
      ]),
    [queryClient],
  );
}
