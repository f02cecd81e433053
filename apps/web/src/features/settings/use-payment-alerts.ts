import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { showToast } from '../../lib/toast';
import { trpcQuery } from '../../lib/trpc-query';
import { preferencesQuery } from './settings-queries';

/** How often an open app looks for money that arrived (the spec's transaction poll). */
const ALERT_POLL_MS = 15_000;

/**
 * Settings → Push notifications: while the app is open, money that arrives is announced with a toast,
 * wherever the person is in the app. Off, nothing is polled. (No push service runs in the background.)
 */
export function usePaymentAlerts(userId: string | null) {
  const preferences = useQuery({ ...preferencesQuery(), enabled: Boolean(userId), staleTime: Infinity });
  const on = Boolean(userId) && preferences.data?.notifications.push === true;
  const latest = useQuery({
    ...trpcQuery('money.listTransactions', { limit: 5 }),
    enabled: on,
    refetchInterval: on ? ALERT_POLL_MS : false,
  });
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!latest.data || !userId) return;
    const incoming = latest.data.filter((tx) => tx.recipientId === userId && tx.senderId !== userId && tx.status === 'completed');
    if (seen.current === null) {
      // What was already there when the app opened is not news.
      seen.current = new Set(incoming.map((tx) => String(tx.id)));
      return;
    }
    for (const tx of incoming) {
      if (seen.current.has(String(tx.id))) continue;
      seen.current.add(String(tx.id));
      const sender = tx.senderName ?? t`Someone`;
      showToast({ title: t`Money received`, message: t`${sender} sent you ${formatCedis(tx.amount)}` });
    }
  }, [latest.data, userId]);
}
