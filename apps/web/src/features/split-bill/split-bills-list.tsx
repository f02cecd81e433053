import { Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatCedis } from '@ghanapay/money';
import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyList } from '../../components/empty-list';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { showToast, TOAST_MS } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useIdempotencyKeys } from '../money';
import { SPLIT_BILLS_POLL_MS, splitBillsQuery, type SplitBill, type SplitBillParticipant } from './split-bill-queries';
import { showSplitBillFailure } from './split-bill-toasts';
import classes from './split-bill.module.css';

const BILL_BADGES: Record<SplitBill['status'], { label: MessageDescriptor; color: string }> = {
  settled: { label: msg`Settled`, color: 'kente' },
  open: { label: msg`Waiting`, color: 'yellow' },
  closed: { label: msg`Closed`, color: 'gray' },
};

const PARTICIPANT_BADGES: Record<SplitBillParticipant['status'], { label: MessageDescriptor; color: string }> = {
  creator: { label: msg`You`, color: 'blue' },
  paid: { label: msg`Paid`, color: 'kente' },
  pending: { label: msg`Pending`, color: 'yellow' },
  declined: { label: msg`Declined`, color: 'red' },
  expired: { label: msg`Expired`, color: 'gray' },
  cancelled: { label: msg`Cancelled`, color: 'gray' },
};

type Target = { bill: SplitBill; participant: SplitBillParticipant };

function BillCard({
  bill,
  onRemind,
  onCancel,
  busy,
}: {
  bill: SplitBill;
  onRemind: (t: Target) => void;
  onCancel: (t: Target) => void;
  busy: boolean;
}) {
  const badge = BILL_BADGES[bill.status];
  const progress = bill.requestCount === 0 ? 100 : Math.round((bill.paidCount / bill.requestCount) * 100);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="split-bill" aria-label={bill.description}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600} size="sm" truncate>
          {bill.description}
        </Text>
        <Text fw={700} size="sm" className={classes.amount}>
          {formatCedis(bill.totalAmount)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
        <Text size="xs" c="dimmed">
          {t`${bill.paidCount} of ${bill.requestCount} paid · ${formatCedis(bill.collectedAmount)} collected`}
        </Text>
        <Badge size="sm" variant="light" color={badge.color}>
          {t(badge.label)}
        </Badge>
      </Group>
      <Progress
        value={progress}
        mt={6}
        size="sm"
        color="kente"
        aria-label={t`${bill.description}: ${bill.paidCount} of ${bill.requestCount} paid`}
      />
      <ul className={classes.list} style={{ marginTop: 8 }} aria-label={t`${bill.description} participants`}>
        {bill.participants.map((p) => {
          // Someone without a wallet was texted a link: waiting reads "SMS sent".
          const pb = p.phoneNumber && p.status === 'pending' ? { label: msg`SMS sent`, color: 'yellow' } : PARTICIPANT_BADGES[p.status];
          return (
            <li key={p.userId ?? p.phoneNumber} aria-label={p.name}>
              <Group justify="space-between" wrap="nowrap" gap={6}>
                <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                  {p.name}
                </Text>
                <Text size="sm" className={classes.amount}>
                  {formatCedis(p.amount)}
                </Text>
                <Badge size="xs" variant="light" color={pb.color} style={{ flexShrink: 0 }}>
                  {t(pb.label)}
                </Badge>
              </Group>
              {p.status === 'pending' && (
                <Group gap={6} mt={4} justify="flex-end">
                  {!p.phoneNumber && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      disabled={busy}
                      onClick={() => onRemind({ bill, participant: p })}
                      aria-label={t`Remind ${p.name}`}
                    >
                      <Trans>Remind</Trans>
                    </Button>
                  )}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    onClick={() => onCancel({ bill, participant: p })}
                    aria-label={t`Cancel ${p.name}'s request`}
                  >
                    <Trans>Cancel</Trans>
                  </Button>
                </Group>
              )}
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}

/** The creator's split bills and who has paid; remind or cancel those who have not. */
export function SplitBillsList() {
  const queryClient = useQueryClient();
  const bills = useQuery({
    ...splitBillsQuery(),
    refetchInterval: (query) => (query.state.data?.some((b) => b.status === 'open') ? SPLIT_BILLS_POLL_MS : false),
  });
  const [cancelling, setCancelling] = useState<Target | null>(null);
  const keys = useIdempotencyKeys();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.money.listSplitBills.pathKey() });
  const remind = useMutation(
    trpc.money.remindSplitBill.mutationOptions({
      onSuccess: (result, input) => {
        void refresh();
        const person = result.bill.participants.find((p) => p.userId === input.userId);
        const message = person ? t`${person.name} was reminded of their ${formatCedis(person.amount)} share.` : result.message;
        showToast({ title: t`Reminder Sent`, message });
      },
      onError: (error) => {
        if (httpStatusOf(error) === 429) {
          showToast({ title: t`Reminder Not Sent`, message: errorMessage(error), destructive: true, durationMs: TOAST_MS.failure });
        } else showSplitBillFailure(error, t`Reminder Not Sent`, t`Please try again later.`);
      },
    }),
  );
  const cancel = useMutation(
    trpc.money.cancelSplitBill.mutationOptions({
      onSuccess: (result, input) => {
        keys.settle();
        setCancelling(null);
        void refresh();
        const person = result.bill.participants.find((p) => (p.userId ?? p.phoneNumber) === input.userId);
        const message = person ? t`${person.name} will no longer be asked for ${formatCedis(person.amount)}.` : result.message;
        showToast({ title: t`Request Cancelled`, message });
      },
      onError: (error) => {
        keys.settle(error);
        setCancelling(null);
        showSplitBillFailure(error, t`Could Not Cancel`, t`Please try again later.`);
      },
    }),
  );

  return (
    <Stack gap="sm" component="section" aria-label={t`Your Split Bills`}>
      <Title order={2} size="h4">
        <Trans>Your Split Bills</Trans>
      </Title>
      {bills.data === undefined ? (
        <Skeleton height={120} radius="md" />
      ) : bills.data.length === 0 ? (
        <EmptyList
          title={t`No Split Bills Yet`}
          hint={t`Split a bill above: everyone gets a request for their share, and you see who has paid here.`}
        />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t`Split bills`}>
          {bills.data.map((bill) => (
            <BillCard
              key={bill.id}
              bill={bill}
              busy={remind.isPending || cancel.isPending}
              onRemind={({ participant }) => remind.mutate({ id: bill.id, userId: participant.userId ?? undefined })}
              onCancel={setCancelling}
            />
          ))}
        </Stack>
      )}
      <Modal opened={cancelling !== null} onClose={() => setCancelling(null)} title={t`Cancel request?`} centered>
        {cancelling && (
          <Stack gap="md">
            <Text size="sm">
              {t`${cancelling.participant.name} will no longer be asked for ${formatCedis(cancelling.participant.amount)} for "${cancelling.bill.description}".`}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setCancelling(null)}>
                <Trans>Keep</Trans>
              </Button>
              <Button
                color="red"
                loading={cancel.isPending}
                onClick={() => {
                  // One texted a link is named by their number: cancelling closes the link.
                  const input = {
                    id: cancelling.bill.id,
                    userId: cancelling.participant.userId ?? cancelling.participant.phoneNumber ?? undefined,
                  };
                  cancel.mutate({ ...input, idempotencyKey: keys.keyFor(input) });
                }}
              >
                <Trans>Cancel request</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
