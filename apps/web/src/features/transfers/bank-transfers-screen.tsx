import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BackLink } from '../../components/back-link';
import { EmptyList } from '../../components/empty-list';
import { Page } from '../../components/page';
import { TransferStatusBadge } from './transfer-status-badge';
import { useLinkedCard } from './use-linked-card';
import { bankTransfersQuery, TRANSFER_POLL_MS, useBalanceFollowsTransfers } from './transfers-queries';
import { formatLocalDate } from '../../lib/locale-date';

const NewBankTransferDialog = lazy(() => import('./new-bank-transfer-dialog').then((m) => ({ default: m.NewBankTransferDialog })));

function dateLabel(at: Date | string): string {
  return formatLocalDate(new Date(at), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }, 'en-GH');
}

/** /bank-transfers: my bank transfers (newest first) and the New Transfer dialog. */
export default function BankTransfersScreen() {
  const [creating, setCreating] = useState(false);
  const transfers = useQuery({
    ...bankTransfersQuery(),
    refetchInterval: (query) =>
      query.state.data?.some((transfer) => transfer.status === 'pending' && transfer.transferType === 'immediate')
        ? TRANSFER_POLL_MS
        : false,
  });
  useBalanceFollowsTransfers(transfers.data);
  const linked = useLinkedCard('bank-transfer', (transfers.data?.length ?? 0) > 0);
  return (
    <Page withNav>
      <Stack gap="lg">
        <BackLink />
        <Title order={1} size="h2">
          <Trans>Bank Transfers</Trans>
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          <Trans>New Transfer</Trans>
        </Button>
        {transfers.data === undefined ? (
          <Stack gap="xs">
            <Skeleton height={76} radius="md" />
            <Skeleton height={76} radius="md" />
          </Stack>
        ) : transfers.data.length === 0 ? (
          <EmptyList title={t`No Bank Transfers`} hint={t`Send money from your wallet to any Ghanaian bank account`} />
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t`Bank transfers`}>
            {transfers.data.map((transfer) => (
              <Paper
                key={transfer.id}
                id={`bank-transfer-${transfer.id}`}
                withBorder
                radius="md"
                p="sm"
                component="li"
                data-testid="bank-transfer"
                aria-current={linked === `bank-transfer-${transfer.id}` ? 'true' : undefined}
                style={
                  linked === `bank-transfer-${transfer.id}`
                    ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
                    : undefined
                }
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text fw={600} size="sm" truncate>
                    {transfer.recipientName}
                  </Text>
                  <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
                    {formatCedis(transfer.amount)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" mt={2}>
                  {transfer.bankName} · {transfer.recipientAccount}
                </Text>
                <Group justify="space-between" wrap="wrap" gap={6} mt={4}>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {transfer.reference} ·{' '}
                    {transfer.transferType === 'scheduled' && transfer.scheduledDate
                      ? t`for ${dateLabel(transfer.scheduledDate)}`
                      : dateLabel(transfer.createdAt)}
                  </Text>
                  <TransferStatusBadge status={transfer.status} statusKey={transfer.statusKey} scheduledFor={transfer.scheduledDate} />
                </Group>
                {transfer.failureReason && (
                  <Text size="xs" c="red.8" mt={4}>
                    {transfer.failureReason}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <Suspense fallback={null}>{creating && <NewBankTransferDialog opened onClose={() => setCreating(false)} />}</Suspense>
    </Page>
  );
}
