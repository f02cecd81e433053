import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { intlLocale } from '../../lib/intl-locale';
import { formatCedis } from '../../lib/locale-format';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc, trpcClient } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { useRefreshMoney } from './refresh-money';
import { failureToast } from './money-toasts';
import type { Transaction } from './money-types';

/** Why a payment waits and until when (an ISO time), as the send answer and the list carry it. */
export interface Waiting {
  reason: 'first_payment' | 'guardian';
  until: string;
}

export type WaitingTransaction = Transaction & { waiting: Waiting };

/** "14:05" in Ghana time (UTC, all year). */
function arrivalTime(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale('en-GB'), {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Africa/Accra',
  }).format(new Date(iso));
}

const waitingPaymentsQuery = () => trpc.money.listWaitingPayments.queryOptions({}, { refetchInterval: 30_000 });

/** Cancelling a payment of mine that still waits: the money is back at once. */
function useCancelWaitingPayment(onCancelled?: () => void) {
  const refreshMoney = useRefreshMoney();
  return useMutation({
    mutationFn: (id: number) => trpcClient.money.cancelWaitingPayment.mutate({ id }),
    onSuccess: (tx) => {
      void refreshMoney();
      showToast({ title: t`Payment cancelled`, message: t`${formatCedis(tx.amount)} is back in your wallet` });
      onCancelled?.();
    },
    onError: (error) => {
      void refreshMoney();
      showToast(failureToast(error, t`Could not cancel`, t`Please try again.`));
    },
  });
}

function waitingLine(tx: WaitingTransaction): string {
  const at = arrivalTime(tx.waiting.until);
  return tx.waiting.reason === 'guardian' ? t`Waiting for your guardian until ${at}` : t`Arriving at ${at}`;
}

/** After a send that waits: when it arrives, and the one way to take it back before then. */
export function WaitingPaymentDialog({ payment, onClose }: { payment: WaitingTransaction; onClose: () => void }) {
  const cancel = useCancelWaitingPayment(onClose);
  const to = payment.recipientName ?? t`this person`;
  return (
    <Modal opened onClose={onClose} centered radius="lg" title={<Text fw={700}>{waitingLine(payment)}</Text>}>
      <Stack gap="md">
        <Text size="sm">
          {payment.waiting.reason === 'guardian'
            ? t`Your guardian must approve this payment of ${formatCedis(payment.amount)} to ${to}. If they do not answer by ${arrivalTime(payment.waiting.until)}, the money comes back to you.`
            : t`This is your first payment of ${formatCedis(payment.amount)} to ${to}, so it waits a few minutes before it leaves. Changed your mind? Cancel it before ${arrivalTime(payment.waiting.until)} and the money comes straight back.`}
        </Text>
        <Stack gap="xs">
          <Button fullWidth onClick={onClose} disabled={cancel.isPending}>
            <Trans>OK</Trans>
          </Button>
          <Button fullWidth variant="outline" color="red" loading={cancel.isPending} onClick={() => cancel.mutate(payment.id)}>
            <Trans>Cancel payment</Trans>
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

/** On the dashboard: payments that wait, mine to cancel, or on their way to me. */
export function WaitingPaymentsNotice({ userId }: { userId: string }) {
  const { data } = useQuery(waitingPaymentsQuery());
  const cancel = useCancelWaitingPayment();
  const payments = (data?.payments ?? []).filter((p) => p.senderId === userId || p.recipientId === userId);
  if (payments.length === 0) return null;
  const someone = t`someone`;
  return (
    <Stack gap="xs" component="section" aria-label={t`Waiting payments`}>
      {payments.map((p) => {
        const mine = p.senderId === userId;
        return (
          <Card key={p.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate>
                  {mine
                    ? t`${formatCedis(p.amount)} to ${p.recipientName ?? someone}`
                    : t`${formatCedis(p.amount)} from ${p.senderName ?? someone}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {mine
                    ? waitingLine(p)
                    : p.waiting.reason === 'guardian'
                      ? t`Pending approval`
                      : t`Pending: arriving at ${arrivalTime(p.waiting.until)}`}
                </Text>
              </Stack>
              {mine && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={cancel.isPending && cancel.variables === p.id}
                  onClick={() => cancel.mutate(p.id)}
                >
                  <Trans>Cancel</Trans>
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

const guardianRequestsQuery = () => trpc.money.listGuardianRequests.queryOptions({}, { refetchInterval: 30_000 });

/** On the dashboard, for a guardian: the payments waiting for their answer, each to approve or decline. */
export function GuardianRequestsNotice() {
  const { data } = useQuery(guardianRequestsQuery());
  const refreshMoney = useRefreshMoney();
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      approve ? trpcClient.money.approveGuardianRequest.mutate({ id }) : trpcClient.money.declineGuardianRequest.mutate({ id }),
    onSuccess: (tx) => {
      void refreshMoney();
      const sender = tx.senderName ?? t`them`;
      showToast({
        title: tx.status === 'completed' ? t`Approved` : t`Declined`,
        message: t`${formatCedis(tx.amount)} from ${sender}`,
      });
    },
    onError: (error) => {
      void refreshMoney();
      showToast(failureToast(error, t`Could not answer`, t`Please try again.`));
    },
  });
  const requests = data?.requests ?? [];
  if (requests.length === 0) return null;
  const [someoneCapital, someone] = [t`Someone`, t`someone`];
  return (
    <Stack gap="xs" component="section" aria-label={t`Waiting for your approval`}>
      {requests.map((r) => (
        <Card key={r.id} withBorder radius="md" padding="sm">
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t`${r.senderName ?? someoneCapital} wants to send ${formatCedis(r.amount)} to ${r.recipientName ?? someone}`}
            </Text>
            <Text size="xs" c="dimmed">{t`As their guardian, answer by ${arrivalTime(r.waiting.until)} or it goes back to them`}</Text>
            <Group grow>
              <Button
                size="xs"
                loading={decide.isPending && decide.variables?.id === r.id}
                onClick={() => decide.mutate({ id: r.id, approve: true })}
              >
                <Trans>Approve</Trans>
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: r.id, approve: false })}
              >
                <Trans>Decline</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
