import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { formatCedis } from '../../lib/locale-format';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { EmptyTransactions, formatTransactionDate, ghpId } from '../money';
import { ReasonDialog } from './reason-dialog';
import { isLiveReversal, reversalStatusBadge, reversalStatusColor, reversalStatusText, type ReversalRequest } from './reversal-status';
import { reversalRequestsQuery } from './reversals-queries';
import { useReversalActions } from './use-reversal-actions';
import { formatLocalDate } from '../../lib/locale-date';

/** /reversals: the wrong-send reversal requests I made and those made of me, with their answers. */
export default function ReversalsScreen() {
  const requests = useQuery(reversalRequestsQuery());
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <div>
          <Title order={1} size="h2">
            <Trans>Reversal requests</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>Payments sent to the wrong person, asked back. Ask from the payment in your history.</Trans>
          </Text>
        </div>
        {requests.data?.length === 0 && (
          <EmptyTransactions title={t`No reversal requests`} hint={t`A request you make or receive shows here`} />
        )}
        {requests.data?.map((r) => (
          <ReversalCard key={r.id} request={r} />
        ))}
      </Stack>
    </Page>
  );
}

/** The last day to answer: as the API writes it in English ("2026-12-02"), the language's own date otherwise. */
function answerByText(isoDate: string): string {
  if (i18n.locale === 'en') return isoDate;
  return formatLocalDate(new Date(`${isoDate}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' }, 'en');
}

function ReversalCard({ request: r }: { request: ReversalRequest }) {
  const actions = useReversalActions();
  const [declining, setDeclining] = useState(false);
  const live = isLiveReversal(r.status);
  const title =
    r.role === 'sender'
      ? t`You asked ${r.recipientName} for ${formatCedis(r.amount)} back`
      : t`${r.senderName} asks for ${formatCedis(r.amount)} back`;
  return (
    <Paper withBorder radius="md" px="md" py="sm" component="article" aria-label={`${title}, ${reversalStatusText(r)}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Badge size="sm" variant="light" color={reversalStatusColor(r.status)} style={{ flexShrink: 0 }}>
            {reversalStatusBadge(r.status)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={r.createdAt}>{formatTransactionDate(r.createdAt)}</time> · {t`payment ${ghpId(r.transactionId)}`}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          “{r.reason}”
        </Text>
        <Text size="sm">{reversalStatusText(r)}</Text>
        {live && (
          <Text size="xs" c="dimmed">
            {r.status === 'open'
              ? t`Held: ${formatCedis(r.heldAmount)} of ${formatCedis(r.amount)} · answer by ${answerByText(r.respondBy)}`
              : t`Held: ${formatCedis(r.heldAmount)} of ${formatCedis(r.amount)}`}
          </Text>
        )}
        {r.declineReason && (
          <Text size="xs">
            <Trans>Declined: “{r.declineReason}”</Trans>
          </Text>
        )}
        {r.staffNote && (
          <Text size="xs">
            <Trans>Staff: {r.staffNote}</Trans>
          </Text>
        )}
        {live && (
          <Group gap="xs">
            {r.role === 'recipient' && r.status !== 'accepted' && (
              <Button size="xs" color="green" loading={actions.accept.isPending} onClick={() => actions.accept.mutate({ id: r.id })}>
                <Trans>Accept and return</Trans>
              </Button>
            )}
            {r.role === 'recipient' && (r.status === 'open' || r.status === 'awaiting_staff') && (
              <Button size="xs" variant="default" onClick={() => setDeclining(true)}>
                <Trans>Decline</Trans>
              </Button>
            )}
            {r.role === 'sender' && (
              <Button
                size="xs"
                variant="default"
                loading={actions.withdraw.isPending}
                onClick={() => actions.withdraw.mutate({ id: r.id })}
              >
                <Trans>Withdraw</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ReasonDialog
        opened={declining}
        title={t`Decline the reversal`}
        explanation={t`Tell us why the money is yours. The amount stays held while our staff look at the case.`}
        label={t`Why?`}
        confirmLabel={t`Decline`}
        loading={actions.decline.isPending}
        onClose={() => setDeclining(false)}
        onSubmit={(reason) => actions.decline.mutate({ id: r.id, reason }, { onSuccess: () => setDeclining(false) })}
      />
    </Paper>
  );
}
