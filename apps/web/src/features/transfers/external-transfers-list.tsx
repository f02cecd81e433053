import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { TransferStatusBadge } from './transfer-status-badge';
import { destinationText } from './transfer-words';
import { useLinkedCard } from './use-linked-card';
import { TRANSFER_POLL_MS, useBalanceFollowsTransfers, externalTransfersQuery } from './transfers-queries';

function titleOf(transfer: { direction: 'in' | 'out'; purpose: string; destination: string }): string {
  const destination = destinationText(transfer.destination);
  if (transfer.purpose === 'add_money_refund') return t`Sent back to ${destination}`;
  return transfer.direction === 'in' ? t`Added from ${destination}` : t`To ${destination}`;
}

/** /me: my latest transfers out and money added, with their status; read again while one is on its way. */
export function ExternalTransfersList() {
  const transfers = useQuery({
    ...externalTransfersQuery(),
    refetchInterval: (query) =>
      query.state.data?.some((transfer) => transfer.status === 'pending' || transfer.status === 'awaiting_otp') ? TRANSFER_POLL_MS : false,
  });
  useBalanceFollowsTransfers(transfers.data);
  const latest = (transfers.data ?? []).slice(0, 5);
  const linked = useLinkedCard('transfer', latest.length > 0);
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby="wallet-transfers">
      <Title order={2} size="h4" id="wallet-transfers" mb="sm">
        <Trans>Transfers</Trans>
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t`Transfers`}>
        {latest.map((transfer) => (
          <Paper
            key={transfer.id}
            id={`transfer-${transfer.id}`}
            withBorder
            radius="md"
            p="sm"
            component="li"
            data-testid="wallet-transfer"
            aria-current={linked === `transfer-${transfer.id}` ? 'true' : undefined}
            style={
              linked === `transfer-${transfer.id}` ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
            }
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={600} size="sm" truncate>
                {titleOf(transfer)}
              </Text>
              <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
                {/* Money sent back never was in the wallet: no sign. */}
                {transfer.purpose === 'add_money_refund' ? '' : transfer.direction === 'in' ? '+' : '−'}
                {formatCedis(transfer.direction === 'in' ? transfer.amount : transfer.total)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="wrap" gap={6} mt={4}>
              <Text size="xs" c="dimmed">
                {transfer.accountNumber}
                {transfer.transferType === 'instant' ? t` · Instant` : transfer.transferType === 'standard' ? t` · Standard` : ''}
              </Text>
              <TransferStatusBadge status={transfer.status} statusKey={transfer.statusKey} scheduledFor={transfer.executeAfter} />
            </Group>
            {transfer.direction === 'out' && transfer.purpose !== 'add_money_refund' && transfer.status === 'completed' && (
              <Anchor
                size="xs"
                fw={600}
                renderRoot={(props) => <Link {...props} to="/receipts/$receiptId" params={{ receiptId: `transfer-${transfer.id}` }} />}
              >
                <Trans>Receipt</Trans>
              </Anchor>
            )}
            {transfer.bankCheckUrl && (
              <Anchor size="xs" fw={600} href={transfer.bankCheckUrl} target="_blank" rel="noopener noreferrer">
                <Trans>Complete your bank’s check</Trans>
              </Anchor>
            )}
            {transfer.failureReason && (
              <Text size="xs" c="red.8" mt={4}>
                {transfer.failureReason}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
