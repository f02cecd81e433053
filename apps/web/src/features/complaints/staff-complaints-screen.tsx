import { Trans } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyList } from '../../components/empty-list';
import { errorMessage } from '../../lib/api-errors';
import { StaffFrame } from '../staff';
import { plainDate, statusLabel, timeLeftColour } from './complaint-dates';
import { staffComplaintsQuery, type StaffComplaint } from './complaint-queries';
import { StaffComplaintActionDialog, type StaffAction } from './staff-complaint-action-dialog';
import { complaintCategoryLabel } from './complaint-category-labels';

/** /staff/complaints: the queue for support and compliance staff, coloured by working days left. */
export default function StaffComplaintsScreen() {
  return <StaffFrame section="complaints">{() => <ComplaintsQueue />}</StaffFrame>;
}

function ComplaintsQueue() {
  const queue = useQuery(staffComplaintsQuery());
  const [acting, setActing] = useState<{ complaint: StaffComplaint; action: StaffAction } | null>(null);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Complaints queue</Trans>
      </Title>
      {queue.isError ? (
        <Text c="red.8" role="alert">
          {errorMessage(queue.error)}
        </Text>
      ) : !queue.data ? (
        <Skeleton height={200} radius="md" />
      ) : queue.data.length === 0 ? (
        <EmptyList title={t`No complaints`} hint={t`New complaints appear here as they are filed.`} />
      ) : (
        queue.data.map((c) => <QueueItem key={c.reference} complaint={c} onAct={(action) => setActing({ complaint: c, action })} />)
      )}
      {acting && <StaffComplaintActionDialog {...acting} onClose={() => setActing(null)} />}
    </Stack>
  );
}

function QueueItem({ complaint: c, onAct }: { complaint: StaffComplaint; onAct: (action: StaffAction) => void }) {
  const open = c.status !== 'resolved' && c.status !== 'escalated';
  const colour = timeLeftColour(c.workingDaysLeft, c.breached);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={`staff-complaint-${c.reference}`}
      style={open ? { borderLeft: `6px solid var(--mantine-color-${colour}-6)` } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm">
            {c.reference}
          </Text>
          <Badge variant="light" color={open ? 'blue' : 'gray'}>
            {statusLabel(c.status)}
          </Badge>
        </Group>
        <Text size="sm">
          {complaintCategoryLabel(c.category)} · {c.customer.name} (@{c.customer.username})
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {c.description}
        </Text>
        {open ? (
          <Text size="sm" fw={c.breached ? 700 : 500} c={`var(--mantine-color-${colour}-light-color)`} data-testid="time-left">
            {c.breached
              ? t`Breached: was due ${plainDate(c.resolveBy)}`
              : `${c.workingDaysLeft === 0 ? t`Due today` : plural(c.workingDaysLeft, { one: '# working day left', other: '# working days left' })} · ${t`resolve by ${plainDate(c.resolveBy)}`}`}
            {c.extensionReason ? t` (extended)` : ''}
          </Text>
        ) : (
          c.outcome && (
            <Text size="sm">
              <Trans>Outcome: {c.outcome}</Trans>
            </Text>
          )
        )}
        {open && (
          <Group gap="xs">
            {c.status !== 'investigating' && (
              <Button size="xs" variant="light" onClick={() => onAct('investigating')}>
                <Trans>Investigate</Trans>
              </Button>
            )}
            <Button size="xs" color="green" variant="light" onClick={() => onAct('resolved')}>
              <Trans>Resolve</Trans>
            </Button>
            <Button size="xs" color="orange" variant="light" onClick={() => onAct('escalated')}>
              <Trans>Escalate</Trans>
            </Button>
            {!c.extensionReason && (
              <Button size="xs" color="gray" variant="light" onClick={() => onAct('extend')}>
                <Trans>Extend</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
