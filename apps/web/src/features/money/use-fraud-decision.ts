import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { useIdempotencyKeys } from './idempotency-key';
import { useRefreshMoney } from './refresh-money';
import { decisionFailureToast } from './money-toasts';
import type { Transaction } from './money-types';
import type { Waiting } from './waiting-payments';

/**
 * The sender's answer to a fraud warning: proceed sets the blocked payment to pending (the server
 * then runs it), block cancels it. Each decision carries its own idempotency key.
 */
export function useFraudDecision({
  onProceeded,
  onBlocked,
}: {
  onProceeded: (tx: Transaction & { waiting?: Waiting }) => void;
  onBlocked: (tx: Transaction) => void;
}) {
  const refreshMoney = useRefreshMoney();
  const keys = useIdempotencyKeys();
  const mutation = useMutation(
    trpc.money.updateTransactionStatus.mutationOptions({
      onSuccess: (tx, variables) => {
        keys.settle();
        void refreshMoney();
        if (variables.status === 'cancelled') {
          showToast({ title: t`Transaction Blocked`, message: t`The payment was cancelled and no money moved.` });
          onBlocked(tx);
        } else {
          // A payment that now waits (for the guardian, or before a large first payment) says so in
          // its own dialog rather than "on its way".
          if (!tx.waiting) showToast({ title: t`Transaction Approved`, message: t`Your payment is on its way.` });
          onProceeded(tx);
        }
      },
      onError: (error) => {
        keys.settle(error);
        showToast(decisionFailureToast(error));
      },
    }),
  );
  const decide = (id: number, status: 'pending' | 'cancelled') =>
    mutation.mutate({ id, status, idempotencyKey: keys.keyFor({ id, status }) });
  const busy = mutation.isPending ? (mutation.variables?.status === 'cancelled' ? 'block' : 'proceed') : null;
  return {
    proceed: (id: number) => decide(id, 'pending'),
    block: (id: number) => decide(id, 'cancelled'),
    busy: busy as 'block' | 'proceed' | null,
  };
}
