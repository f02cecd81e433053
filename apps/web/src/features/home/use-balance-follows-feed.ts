import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import type { Transaction } from '../money';

/**
 * The balance lives on the session user (fresh for 60 s), the feed is polled every 15 s: when the
 * poll brings a transaction that was not there before (money received, a held payment settled), the
 * balance on the card is refreshed too.
 */
export function useBalanceFollowsFeed(transactions: readonly Transaction[] | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<string | null>(null);
  const signature = transactions?.map((tx) => `${tx.id}:${tx.status}`).join(',') ?? null;
  useEffect(() => {
    if (signature === null) return;
    if (previous.current !== null && previous.current !== signature) {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
    previous.current = signature;
  }, [signature, queryClient]);
}
