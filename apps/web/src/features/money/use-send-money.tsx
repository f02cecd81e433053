import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { useMutation } from '@tanstack/react-query';
import type { inferInput } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { type trpc, trpcClient } from '../../lib/trpc';
import { showToast, type Toast } from '../../lib/toast';
import { isOfflineFailure } from '../../lib/api-errors';
import { FraudAlertDialog } from './fraud-alert-dialog';
import { fraudReasonsText } from './fraud-reason-text';
import type { IdempotencyKeys } from './idempotency-key';
import { useRefreshMoney } from './refresh-money';
import type { Transaction } from './money-types';
import { useFraudDecision } from './use-fraud-decision';
import { WaitingPaymentDialog, type Waiting, type WaitingTransaction } from './waiting-payments';

/** A send through either spec path: /send-money's sendMoney or /money-transfer's createTransaction. */
export type SendRequest =
  | { via: 'sendMoney'; input: Omit<inferInput<typeof trpc.money.sendMoney>, 'idempotencyKey'> }
  | { via: 'createTransaction'; input: Omit<inferInput<typeof trpc.money.createTransaction>, 'idempotencyKey'> };

interface UseSendMoneyOptions {
  keys: IdempotencyKeys;
  /** The screen's success toast for a payment that went through. */
  sentToast: (tx: Transaction) => Toast;
  failureToast: (error: unknown) => Toast;
  /** After a payment went through, or was proceeded with after a fraud warning. */
  onDone: () => void;
  /** The name the fraud warning uses when the server did not resolve one. */
  recipientLabel: string;
  /** The request never reached the server (no data): the screen hands off to USSD instead of a toast. */
  onOffline?: () => void;
}

/**
 * Sending money, as both send screens do it: one idempotency key per intent, the balance and feed
 * refreshed, a blocked payment held in the Fraud Warning dialog (Block / Proceed), the screen's own
 * toasts. Returns `send`, whether a send is under way or done, and the dialog to render.
 */
export function useSendMoney({ keys, sentToast, failureToast, onDone, recipientLabel, onOffline }: UseSendMoneyOptions) {
  const refreshMoney = useRefreshMoney();
  const [blocked, setBlocked] = useState<Transaction | null>(null);
  const [waiting, setWaiting] = useState<WaitingTransaction | null>(null);
  const mutation = useMutation({
    mutationFn: ({ via, input }: SendRequest): Promise<Transaction & { waiting?: Waiting }> => {
      const idempotencyKey = keys.keyFor(input);
      return via === 'sendMoney'
        ? trpcClient.money.sendMoney.mutate({ ...input, idempotencyKey })
        : trpcClient.money.createTransaction.mutate({ ...input, idempotencyKey });
    },
    onSuccess: (tx) => {
      keys.settle();
      void refreshMoney();
      if (tx.status === 'blocked') {
        setBlocked(tx);
        return;
      }
      // A large first payment waits: say when it arrives, and offer to cancel it.
      if (tx.waiting) {
        setWaiting({ ...tx, waiting: tx.waiting });
        return;
      }
      showToast(sentToast(tx));
      onDone();
    },
    onError: (error) => {
      keys.settle(error);
      if (onOffline && isOfflineFailure(error)) onOffline();
      else showToast(failureToast(error));
    },
  });
  const decision = useFraudDecision({
    onProceeded: (tx) => {
      setBlocked(null);
      if (tx.waiting) setWaiting({ ...tx, waiting: tx.waiting });
      else onDone();
    },
    onBlocked: () => setBlocked(null),
  });

  const fraudDialog = blocked && (
    <FraudAlertDialog
      opened
      title={t`Fraud Warning`}
      description={t`We stopped this payment of ${formatCedis(blocked.amount)} to ${blocked.recipientName ?? recipientLabel}. Proceed only if you know and trust the recipient.`}
      riskScore={blocked.fraudScore}
      reasons={fraudReasonsText(blocked.fraudReasons, blocked.fraudReasonKeys)}
      onClose={() => setBlocked(null)}
      onBlock={() => decision.block(blocked.id)}
      onProceed={() => decision.proceed(blocked.id)}
      busy={decision.busy}
    />
  );
  const waitingDialog = waiting && (
    <WaitingPaymentDialog
      payment={waiting}
      onClose={() => {
        setWaiting(null);
        onDone();
      }}
    />
  );
  return {
    send: mutation.mutate,
    pending: mutation.isPending,
    sent: mutation.isSuccess,
    fraudDialog: (
      <>
        {fraudDialog}
        {waitingDialog}
      </>
    ),
  };
}
