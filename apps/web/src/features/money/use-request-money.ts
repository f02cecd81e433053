import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { isOfflineFailure } from '../../lib/api-errors';
import type { IdempotencyKeys } from './idempotency-key';
import { useRefreshMoney } from './refresh-money';
import { transferFailureToast } from './money-toasts';

/**
 * Asking someone for money, as both send screens do it: the spec's toasts, then home; with no data,
 * `onOffline` (the screen's USSD hand-off) instead of the failure toast.
 */
export function useRequestMoney({ keys, onSent, onOffline }: { keys: IdempotencyKeys; onSent: () => void; onOffline?: () => void }) {
  const refreshMoney = useRefreshMoney();
  return useMutation(
    trpc.money.createMoneyRequest.mutationOptions({
      onSuccess: (created) => {
        keys.settle();
        void refreshMoney();
        showToast({ title: t`Request Sent!`, message: t`You asked ${created.payerName} for ${formatCedis(created.amount)}` });
        onSent();
      },
      onError: (error) => {
        keys.settle(error);
        if (onOffline && isOfflineFailure(error)) onOffline();
        else showToast(transferFailureToast(error, 'request'));
      },
    }),
  );
}
