import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { failureToast, useIdempotencyKeys } from '../money';
import { useRefreshReversals } from './reversals-queries';

/** Every reversal call of the app, each with its toast and a refresh of the money lists after. */
export function useReversalActions() {
  const refresh = useRefreshReversals();
  const keys = useIdempotencyKeys();
  const done = (title: string, message: string) => {
    void refresh();
    showToast({ title, message });
  };
  const failed = (title: string) => (error: unknown) => showToast(failureToast(error, title, t`Please try again.`));
  const ask = useMutation(
    trpc.money.requestReversal.mutationOptions({
      onSuccess: (r) =>
        done(
          t`Reversal requested`,
          t`${r.recipientName} is asked to return ${formatCedis(r.amount)}. ${formatCedis(r.heldAmount)} is held for now.`,
        ),
      onError: failed(t`Could not ask for a reversal`),
    }),
  );
  const accept = useMutation(
    trpc.money.acceptReversal.mutationOptions({
      onSuccess: (r) =>
        done(
          r.status === 'reversed' ? t`Payment reversed` : t`Reversal accepted`,
          r.status === 'reversed'
            ? t`${formatCedis(r.amount)} went back to ${r.senderName}.`
            : t`It goes back as soon as your wallet holds it.`,
        ),
      onError: failed(t`Could not accept`),
    }),
  );
  const decline = useMutation(
    trpc.money.declineReversal.mutationOptions({
      onSuccess: () => done(t`Reversal declined`, t`Our staff will look at the case and tell you both what they decide.`),
      onError: failed(t`Could not decline`),
    }),
  );
  const withdraw = useMutation(
    trpc.money.withdrawReversal.mutationOptions({
      onSuccess: () => done(t`Request withdrawn`, t`The held money was released.`),
      onError: failed(t`Could not withdraw`),
    }),
  );
  const giveBack = useMutation(
    trpc.money.returnPayment.mutationOptions({
      onSuccess: (tx) => {
        keys.settle();
        const sender = tx.senderName ?? t`the sender`;
        done(t`Payment returned`, t`${formatCedis(tx.amount)} went back to ${sender}.`);
      },
      onError: (error) => {
        keys.settle(error);
        failed(t`Could not return the payment`)(error);
      },
    }),
  );
  return {
    ask,
    accept,
    decline,
    withdraw,
    /** Return a received payment, once per intent (the money API's Idempotency-Key). */
    returnPayment: (id: number) => giveBack.mutate({ id, idempotencyKey: keys.keyFor({ returnPayment: id }) }),
    returning: giveBack.isPending,
  };
}
