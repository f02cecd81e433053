import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Transaction } from '../money';
import { ReasonDialog } from './reason-dialog';
import { isLiveReversal, reversalStatusText } from './reversal-status';
import { reversalRequestsQuery } from './reversals-queries';
import { useReversalActions } from './use-reversal-actions';

/**
 * Under a completed payment between two people: the sender's "Sent to the wrong person?" (or their
 * request's state, and Withdraw), the recipient's answer to a request on it and "Return this payment".
 */
export function PaymentReversalActions({ transaction: tx, currentUserId }: { transaction: Transaction; currentUserId: string }) {
  const requests = useQuery(reversalRequestsQuery());
  const actions = useReversalActions();
  const [dialog, setDialog] = useState<'ask' | 'decline' | 'return' | null>(null);
  if (tx.status !== 'completed' || !tx.recipientId || !requests.data) return null;
  const live = requests.data.find((r) => r.transactionId === tx.id && isLiveReversal(r.status));
  const close = () => setDialog(null);
  const amount = formatCedis(tx.amount);
  const recipient = tx.recipientName ?? t`The recipient`;

  if (tx.senderId === currentUserId) {
    return (
      <Stack gap={4} mt={4}>
        {live ? (
          <Group gap="xs" wrap="wrap">
            <Text size="xs" fw={600}>
              <Trans>Reversal asked:</Trans> {reversalStatusText(live)} ({formatCedis(live.heldAmount)} <Trans>held)</Trans>
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              loading={actions.withdraw.isPending}
              onClick={() => actions.withdraw.mutate({ id: live.id })}
            >
              <Trans>Withdraw</Trans>
            </Button>
          </Group>
        ) : (
          <Button size="compact-xs" variant="subtle" color="red" w="fit-content" onClick={() => setDialog('ask')}>
            <Trans>Sent to the wrong person?</Trans>
          </Button>
        )}
        <ReasonDialog
          opened={dialog === 'ask'}
          title={t`Ask for this payment back`}
          explanation={t`${recipient} is asked to return ${amount}. What they have of it is held in their wallet until they answer; our staff decide if they decline.`}
          label={t`What went wrong?`}
          confirmLabel={t`Ask for it back`}
          loading={actions.ask.isPending}
          onClose={close}
          onSubmit={(reason) => actions.ask.mutate({ id: tx.id, reason }, { onSuccess: close })}
        />
      </Stack>
    );
  }

  const answerable = live && (live.status === 'open' || live.status === 'awaiting_staff' || live.status === 'disputed');
  return (
    <Stack gap={4} mt={4}>
      {live && (
        <Text size="xs">
          <strong>
            <Trans>{live.senderName} asks for it back:</Trans>
          </strong>{' '}
          “{live.reason}” — {reversalStatusText(live)}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        {answerable && (
          <Button size="compact-xs" color="green" loading={actions.accept.isPending} onClick={() => actions.accept.mutate({ id: live.id })}>
            <Trans>Accept and return</Trans>
          </Button>
        )}
        {answerable && live.status !== 'disputed' && (
          <Button size="compact-xs" variant="default" onClick={() => setDialog('decline')}>
            <Trans>Decline</Trans>
          </Button>
        )}
        {!live && (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setDialog('return')}>
            <Trans>Return this payment</Trans>
          </Button>
        )}
      </Group>
      {live && (
        <ReasonDialog
          opened={dialog === 'decline'}
          title={t`Decline the reversal`}
          explanation={t`Tell us why the money is yours. The amount stays held while our staff look at the case.`}
          label={t`Why?`}
          confirmLabel={t`Decline`}
          loading={actions.decline.isPending}
          onClose={close}
          onSubmit={(reason) => actions.decline.mutate({ id: live.id, reason }, { onSuccess: close })}
        />
      )}
      <Modal opened={dialog === 'return'} onClose={close} title={t`Return this payment?`} centered>
        <Stack gap="md">
          <Text size="sm">
            {amount} <Trans>goes back to</Trans> {tx.senderName ?? t`the sender`}{' '}
            <Trans>
              now, from your balance. Only return a payment you received: never “send back” money someone says they sent by mistake.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              loading={actions.returning}
              onClick={() => {
                actions.returnPayment(tx.id);
                close();
              }}
            >
              <Trans>Return {amount}</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
