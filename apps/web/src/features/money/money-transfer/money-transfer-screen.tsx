import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../../lib/locale-format';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useReducer, useState } from 'react';
import { Page } from '../../../components/page';
import { showToast, TOAST_MS } from '../../../lib/toast';
import { BackLink } from '../../../components/back-link';
import { useIdempotencyKeys } from '../idempotency-key';
import { transferFailureToast } from '../money-toasts';
import { PendingRequestsNotice } from '../pending-requests-notice';
import { initialTransferState, transferReducer, transferSubmission, type TransferParty } from './transfer-flow';
import { AmountStep, ConfirmStep, RecipientStep } from './transfer-steps';
import { useRequestMoney } from '../use-request-money';
import { useSendMoney } from '../use-send-money';
import { UssdHandoff } from '../../ussd';

const STEP_NUMBER = { amount: 1, recipient: 2, confirm: 3 } as const;

/** /money-transfer (variant B): amount, then the counterparty, then confirm. */
export default function MoneyTransferScreen({ prefill }: { prefill: TransferParty | null }) {
  const navigate = useNavigate();
  const keys = useIdempotencyKeys();
  const [state, dispatch] = useReducer(transferReducer, prefill, initialTransferState);
  const goHome = () => void navigate({ to: '/' });
  // No data: the confirm step stays as it was (nothing sent) and USSD is offered beside it.
  const [offline, setOffline] = useState(false);

  const send = useSendMoney({
    keys,
    sentToast: (tx) => {
      const recipient = tx.recipientName ?? state.recipient?.name ?? t`your recipient`;
      return { title: t`Money Sent!`, message: t`${formatCedis(tx.amount)} to ${recipient}` };
    },
    failureToast: (error) => transferFailureToast(error, 'send'),
    onDone: goHome,
    recipientLabel: state.recipient?.name ?? t`your recipient`,
    onOffline: () => setOffline(true),
  });
  const request = useRequestMoney({ keys, onSent: goHome, onOffline: () => setOffline(true) });

  const submit = () => {
    setOffline(false);
    const submission = transferSubmission(state);
    if (!submission.ok) {
      showToast({ title: t`Error`, message: submission.message, destructive: true, durationMs: TOAST_MS.failure });
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
        : {
            recipientPhone: recipient.phone ?? undefined,
            recipientEmail: recipient.email ?? undefined,
            recipientUsername: recipient.username ?? undefined,
          }),
      recipientName: recipient.name,
      amount,
      transactionType: 'send' as const,
      ...(message ? { message } : {}),
    };
    send.send({ via: 'createTransaction', input });
  };
  const busy = send.pending || request.isPending || send.sent || request.isSuccess;

  return (
    <Page withNav>
      <Stack gap="lg">
        <Group justify="space-between">
          <BackLink />
          <Button variant="subtle" color="gray" onClick={() => dispatch({ type: 'clear' })} disabled={busy}>
            <Trans>Clear</Trans>
          </Button>
        </Group>
        <div>
          <Title order={1} size="h2">
            {state.action === 'request' ? t`Request Money` : state.action === 'send' ? t`Send Money` : t`Send or Request Money`}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Step</Trans> {STEP_NUMBER[state.step]} <Trans>of 3</Trans>
          </Text>
        </div>
        <PendingRequestsNotice />
        {state.step === 'amount' && <AmountStep state={state} dispatch={dispatch} />}
        {state.step === 'recipient' && <RecipientStep state={state} dispatch={dispatch} />}
        {state.step === 'confirm' && <ConfirmStep state={state} dispatch={dispatch} onSubmit={submit} busy={busy} />}
        {offline && state.step === 'confirm' && <UssdHandoff menu={state.action === 'request' ? null : 'send'} />}
      </Stack>
      {send.fraudDialog}
    </Page>
  );
}
