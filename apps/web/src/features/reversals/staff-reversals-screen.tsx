import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { parseCedis } from '@ghanapay/money';
import { formatCedis } from '../../lib/locale-format';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyList } from '../../components/empty-list';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toast';
import { trpc, trpcClient } from '../../lib/trpc';
import { StaffFrame } from '../staff';
import { ReasonDialog } from './reason-dialog';
import { reversalStatusColor, type ReversalRequest } from './reversal-status';

type Decision = 'reverse' | 'release';

const STAFF_STATUS: Record<string, MessageDescriptor> = {
  disputed: msg`Declined by the recipient`,
  awaiting_staff: msg`No answer in 3 working days`,
  accepted: msg`Reverse decided: waiting for the money`,
};

/** /staff/reversals: the wrong-send cases staff decide (declined, or unanswered), oldest first. */
export default function StaffReversalsScreen() {
  return <StaffFrame section="reversals">{() => <ReversalCases />}</StaffFrame>;
}

function ReversalCases() {
  const cases = useQuery(trpc.money.listStaffReversalRequests.queryOptions({}));
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ request: ReversalRequest; decision: Decision } | null>(null);
  const decide = useMutation({
    mutationFn: ({ id, decision, note }: { id: string; decision: Decision; note: string }) =>
      decision === 'reverse'
        ? trpcClient.money.staffReverseReversal.mutate({ id, note })
        : trpcClient.money.staffReleaseReversal.mutate({ id, note }),
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Reversal requests</Trans>
      </Title>
      {cases.isError ? (
        <Text c="red.8" role="alert">
          {errorMessage(cases.error)}
        </Text>
      ) : !cases.data ? (
        <Skeleton height={160} radius="md" />
      ) : cases.data.length === 0 ? (
        <EmptyList title={t`No cases to decide`} hint={t`Declined and unanswered reversal requests appear here.`} />
      ) : (
        cases.data.map((request) => (
          <CaseItem key={request.id} request={request} onDecide={(decision) => setDeciding({ request, decision })} />
        ))
      )}
      {deciding && (
        <ReasonDialog
          opened
          title={deciding.decision === 'reverse' ? t`Reverse the payment` : t`Let the payment stand`}
          explanation={
            deciding.decision === 'reverse'
              ? t`${formatCedis(parseCedis(deciding.request.amount))} goes back to ${deciding.request.senderName} from what is held in ${deciding.request.recipientName}'s wallet. Both are told your note.`
              : t`The hold goes back to ${deciding.request.recipientName} and the payment stands. Both are told your note.`
          }
          label={t`Note for both people`}
          confirmLabel={deciding.decision === 'reverse' ? t`Reverse` : t`Let it stand`}
          loading={decide.isPending}
          onClose={() => setDeciding(null)}
          onSubmit={(note) =>
            decide.mutate(
              { id: deciding.request.id, decision: deciding.decision, note },
              {
                onSuccess: () => {
                  setDeciding(null);
                  showToast({ title: t`Decided`, message: t`Both people have been told.` });
                  void queryClient.invalidateQueries({ queryKey: trpc.money.listStaffReversalRequests.queryKey() });
                },
              },
            )
          }
        />
      )}
      {decide.isError && (
        <Alert color="red" role="alert" title={t`Not decided`}>
          {errorMessage(decide.error)}
        </Alert>
      )}
    </Stack>
  );
}

function CaseItem({ request: r, onDecide }: { request: ReversalRequest; onDecide: (decision: Decision) => void }) {
  const decidable = r.status === 'disputed' || r.status === 'awaiting_staff';
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`staff-reversal-${r.id}`}>
      <Stack gap={6}>
        <Text fw={700}>
          {formatCedis(parseCedis(r.amount))} · {r.senderName} → {r.recipientName}
        </Text>
        <Badge color={reversalStatusColor(r.status)} variant="light" style={{ alignSelf: 'flex-start' }}>
          {r.status in STAFF_STATUS ? t(STAFF_STATUS[r.status]!) : r.status}
        </Badge>
        <Text size="sm">
          <Trans>Sender: {r.reason}</Trans>
        </Text>
        {r.declineReason && (
          <Text size="sm">
            <Trans>Recipient: {r.declineReason}</Trans>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <Trans>Held</Trans> {formatCedis(parseCedis(r.heldAmount))} <Trans>of</Trans> {formatCedis(parseCedis(r.amount))}{' '}
          <Trans>· payment</Trans> {r.transactionId}
        </Text>
        {decidable && (
          <Group gap="xs">
            <Button size="xs" color="red" variant="light" onClick={() => onDecide('reverse')}>
              <Trans>Reverse</Trans>
            </Button>
            <Button size="xs" variant="default" onClick={() => onDecide('release')}>
              <Trans>Let it stand</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
