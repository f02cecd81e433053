import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BackLink } from '../../components/back-link';
import { EmptyList } from '../../components/empty-list';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/api-errors';
import { plainDate, statusLabel } from './complaint-dates';
import { myComplaintsQuery, type Complaint } from './complaint-queries';
import { complaintCategoryLabel } from './complaint-category-labels';

/** /complaints: Get help → my complaints, newest first, and the way to report a new problem. */
export default function ComplaintsScreen() {
  const complaints = useQuery(myComplaintsQuery());
  return (
    <Page withNav>
      <Stack gap="md">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>My complaints</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Something went wrong with a payment or your account? Tell us. Complaints are free; we answer within 5 working days.</Trans>
        </Text>
        <Button component={Link} to="/complaints/new" data-testid="report-problem">
          <Trans>Report a problem</Trans>
        </Button>
        {complaints.isError ? (
          <Text c="red.8" role="alert">
            {errorMessage(complaints.error)}
          </Text>
        ) : !complaints.data ? (
          <Skeleton height={120} radius="md" />
        ) : complaints.data.length === 0 ? (
          <EmptyList title={t`No complaints`} hint={t`When you report a problem, you can follow it here.`} />
        ) : (
          <Stack gap="xs" data-testid="my-complaints">
            {complaints.data.map((c) => (
              <ComplaintRow key={c.reference} complaint={c} />
            ))}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}

function ComplaintRow({ complaint }: { complaint: Complaint }) {
  const open = complaint.status !== 'resolved' && complaint.status !== 'escalated';
  return (
    <UnstyledButton renderRoot={(props) => <Link {...props} to="/complaints/$reference" params={{ reference: complaint.reference }} />}>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {complaintCategoryLabel(complaint.category)}
            </Text>
            <Text size="xs" c="dimmed">
              {complaint.reference}
              {open ? ` · ${t`answer by ${plainDate(complaint.resolveBy)}`}` : ''}
            </Text>
          </Stack>
          <Badge color={open ? 'blue' : complaint.status === 'resolved' ? 'green' : 'gray'} variant="light">
            {statusLabel(complaint.status)}
          </Badge>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
