import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { errorMessage, httpStatusOf } from '../../lib/api-errors';
import { plainDate, plainTime, statusLabel } from './complaint-dates';
import { myComplaintQuery } from './complaint-queries';
import { complaintCategoryLabel } from './complaint-category-labels';

/** /complaints/$reference: where my complaint stands, when we answer by, and everything we told me. */
export default function ComplaintScreen() {
  const { reference } = useParams({ from: '/_authed/complaints/$reference' });
  const complaint = useQuery(myComplaintQuery(reference));
  const c = complaint.data;
  const open = c && c.status !== 'resolved' && c.status !== 'escalated';
  return (
    <Page withNav>
      <Stack gap="md">
        <BackLink />
        <Title order={1} size="h3">
          <Trans>Complaint {reference}</Trans>
        </Title>
        {complaint.isError ? (
          <Text c="red.8" role="alert">
            {httpStatusOf(complaint.error) === 404 ? t`We found no complaint of yours with this reference.` : errorMessage(complaint.error)}
          </Text>
        ) : !c ? (
          <Skeleton height={260} radius="md" />
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600}>{complaintCategoryLabel(c.category)}</Text>
                  <Badge data-testid="complaint-status" variant="light" color={open ? 'blue' : c.status === 'resolved' ? 'green' : 'gray'}>
                    {statusLabel(c.status)}
                  </Badge>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {c.description}
                </Text>
                {c.transactionId && (
                  <Anchor
                    size="sm"
                    renderRoot={(props) => <Link {...props} to="/receipts/$receiptId" params={{ receiptId: c.transactionId! }} />}
                  >
                    <Trans>The payment this is about</Trans>
                  </Anchor>
                )}
              </Stack>
            </Paper>
            {c.outcome && (
              <Alert color="green" title={t`Outcome`} data-testid="complaint-outcome">
                {c.outcome}
              </Alert>
            )}
            {open && (
              <Paper withBorder radius="md" p="md" data-testid="complaint-deadline">
                <Text fw={600}>
                  <Trans>We will answer by</Trans> {plainDate(c.resolveBy)}
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>Acknowledged; we count working days (not weekends or public holidays).</Trans>
                  {c.extensionReason ? ` ${t`We needed more time: ${c.extensionReason}`}` : ''}
                </Text>
                {c.breached && (
                  <Text size="sm" mt="xs">
                    <Trans>
                      We are late. You can take this complaint to the Bank of Ghana&apos;s Consumer Protection office (www.bog.gov.gh),
                      quoting {c.reference}.
                    </Trans>
                  </Text>
                )}
              </Paper>
            )}
            <Title order={2} size="h4">
              <Trans>History</Trans>
            </Title>
            <Timeline active={c.history.length - 1} bulletSize={14} lineWidth={2}>
              {c.history.map((h, i) => (
                <Timeline.Item key={i} title={statusLabel(h.status)}>
                  <Text size="sm">{h.note}</Text>
                  <Text size="xs" c="dimmed">
                    {plainTime(h.at)}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </>
        )}
      </Stack>
    </Page>
  );
}
