import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import type { IdempotencyKeys } from './idempotency-key';
import { useRefreshMoney } from './refresh-money';
import { transferFailureToast } from './money-toasts';

/** Asking someone for money, as both send screens do it: the spec's toasts, then home. */
export function useRequestMoney({ keys, onSent }: { keys: IdempotencyKeys; onSent: () => void }) {
  const refreshMoney = useRefreshMoney();
  return useMutation(
    trpc.money.createMoneyRequest.mutationOptions({
      onSuccess: (created) => {
        keys.settle();
        void refreshMoney();
        showToast({ title: t`Request Sent!`, message: `You asked ${created.payerName} for ${formatCedis(created.amount)}` });
        onSent();
      },
      onError: (error) => {
        keys.settle(error);
        showToast(transferFailureToast(error, 'request'));
      },
    }),
  );
}
