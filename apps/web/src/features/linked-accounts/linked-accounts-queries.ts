import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

/** While a provider is still checking an account, the list asks again every few seconds. */
const PENDING_POLL_MS = 3_000;
const whilePending = (accounts: readonly { verificationStatus: string }[] | undefined) =>
  accounts?.some((a) => a.verificationStatus === 'pending') ? PENDING_POLL_MS : false;

export const paymentAccountsQuery = () =>
  trpc.accounts.listPaymentAccounts.queryOptions({}, { refetchInterval: (query) => whilePending(query.state.data) });
export const mobileMoneyAccountsQuery = () =>
  trpc.accounts.listMobileMoneyAccounts.queryOptions({}, { refetchInterval: (query) => whilePending(query.state.data) });
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
