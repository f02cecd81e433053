import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import { trpc } from '../../lib/trpc';

/** While a transfer is on its way, its list is read again this often (the server's job settles it). */
export const TRANSFER_POLL_MS = 3_000;

export const externalTransfersQuery = () => trpc.money.listExternalTransfers.queryOptions({});

/** One Add Money as its dialog follows it: read again until it is final (a code step waits for the person). */
export const addMoneyProgressQuery = (id: string) => ({
  ...trpc.money.getExternalTransfer.queryOptions({ id }),
  refetchInterval: (query: { state: { data?: { status: string } } }) =>
    query.state.data?.status === 'completed' || query.state.data?.status === 'failed' ? false : TRANSFER_POLL_MS,
});
export const bankTransfersQuery = () => trpc.money.listBankTransfers.queryOptions({});

/** After money moves: the balance (the session user), the transfer lists. */
export function useRefreshAfterTransfer() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: trpc.money.listExternalTransfers.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.money.listBankTransfers.pathKey() }),
      ]),
    [queryClient],
  );
}

/** When a transfer ends (money added, a payout refunded), the balance on the screen is read again. */
export function useBalanceFollowsTransfers(transfers: { id: string; status: string }[] | undefined) {
  const refresh = useRefreshAfterTransfer();
  const seen = useRef<string | null>(null);
  const settled = transfers
    ?.filter((t) => t.status !== 'pending' && t.status !== 'awaiting_otp')
    .map((t) => t.id)
    .join(',');
  useEffect(() => {
    if (settled === undefined) return;
    if (seen.current !== null && seen.current !== settled) void refresh();
    seen.current = settled;
  }, [settled, refresh]);
}
