import { formatCedis } from '@ghanapay/money';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useReducer, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { Page } from '../../../components/page';
import { showToast, TOAST_MS } from '../../../lib/toast';
import { BackLink } from '../../../components/back-link';
import { FraudAlertDialog } from '../fraud-alert-dialog';
import { useIdempotencyKeys } from '../idempotency-key';
import { useRefreshMoney } from '../money-queries';
import { transferFailureToast } from '../money-toasts';
import type { Transaction } from '../money-types';
import { PendingRequestsNotice } from '../pending-requests-notice';
import { useFraudDecision } from '../use-fraud-decision';
import { initialTransferState, transferReducer, transferSubmission, type TransferParty } from './transfer-flow';
import { AmountStep, ConfirmStep, RecipientStep } from './transfer-steps';
import { useRequestMoney } from '../use-request-money';

const STEP_NUMBER = { amount: 1, recipient: 2, confirm: 3 } as const;

/** /money-transfer (variant B): amount, then the counterparty, then confirm. */
export default function MoneyTransferScreen({ prefill }: { prefill: TransferParty | null }) {
  const navigate = useNavigate();
  const refreshMoney = useRefreshMoney();
  const keys = useIdempotencyKeys();
  const [state, dispatch] = useReducer(transferReducer, prefill, initialTransferState);
  const [blocked, setBlocked] = useState<Transaction | null>(null);
  const goHome = () => void navigate({ to: '/' });

  const send = useMutation(
    trpc.money.createTransaction.mutationOptions({
      onSuccess: (tx) => {
        keys.settle();
        void refreshMoney();
        if (tx.status === 'blocked') {
          setBlocked(tx);
          return;
        }
        showToast({ title: 'Money Sent!', message: `${formatCedis(tx.amount)} to ${tx.recipientName ?? state.recipient?.name ?? 'your recipient'}` });
        goHome();
      },
      onError: (error) => {
        keys.settle(error);
        showToast(transferFailureToast(error, 'send'));
      },
    }),
  );
  const request = useRequestMoney({ keys, onSent: goHome });
  const decision = useFraudDecision({ onProceeded: goHome, onBlocked: () => setBlocked(null) });

  const submit = () => {
    const submission = transferSubmission(state);
    if (!submission.ok) {
      showToast({ title: 'Error', message: submission.message, destructive: true, durationMs: TOAST_MS.failure });
      return;
    }
    const { recipient, amount, message } = submission;
    if (submission.action === 'request') {
      // The picker offers only people with an account for a request; this guards the types.
      if (!recipient.id) return;
      const input = { payerId: recipient.id, amount, ...(message ? { message } : {}) };
      request.mutate({ ...input, idempotencyKey: keys.keyFor(input) });
      return;
    }
    const input = {
      ...(recipient.id
        ? { recipientId: recipient.id }
        : { recipientPhone: recipient.phone ?? undefined, recipientEmail: recipient.email ?? undefined, recipientUsername: recipient.username ?? undefined }),
      recipientName: recipient.name,
      amount,
      transactionType: 'send' as const,
      ...(message ? { message } : {}),
    };
    send.mutate({ ...input, idempotencyKey: keys.keyFor(input) });
  };
  const busy = send.isPending || request.isPending || send.isSuccess || request.isSuccess;

  return (
    <Page withNav>
      <Stack gap="lg">
        <Group justify="space-between">
          <BackLink />
          <Button variant="subtle" color="gray" onClick={() => dispatch({ type: 'clear' })} disabled={busy}>
            Clear
          </Button>
        </Group>
        <div>
          <Title order={1} size="h2">
            {state.action === 'request' ? 'Request Money' : state.action === 'send' ? 'Send Money' : 'Send or Request Money'}
          </Title>
          <Text size="sm" c="dimmed">
            Step {STEP_NUMBER[state.step]} of 3
          </Text>
        </div>
        <PendingRequestsNotice />
        {state.step === 'amount' && <AmountStep state={state} dispatch={dispatch} />}
        {state.step === 'recipient' && <RecipientStep state={state} dispatch={dispatch} />}
        {state.step === 'confirm' && <ConfirmStep state={state} dispatch={dispatch} onSubmit={submit} busy={busy} />}
      </Stack>
      {blocked && (
        <FraudAlertDialog
          opened
          title="Fraud Warning"
          description={`We stopped this payment of ${formatCedis(blocked.amount)} to ${blocked.recipientName ?? state.recipient?.name ?? 'your recipient'}. Proceed only if you know and trust the recipient.`}
          riskScore={blocked.fraudScore}
          reasons={blocked.fraudReasons}
          onClose={() => setBlocked(null)}
          onBlock={() => decision.block(blocked.id)}
          onProceed={() => decision.proceed(blocked.id)}
          busy={decision.busy}
        />
      )}
    </Page>
  );
}
