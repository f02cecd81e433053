import { formatCedis } from '../../lib/locale-format';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { TransferStatusBadge } from './transfer-status-badge';
import { TRANSFER_POLL_MS, useBalanceFollowsTransfers, externalTransfersQuery } from './transfers-queries';

function titleOf(t: { direction: 'in' | 'out'; purpose: string; destination: string }): string {
  if (t.purpose === 'add_money_refund') return `Sent back to ${t.destination}`;
  return t.direction === 'in' ? `Added from ${t.destination}` : `To ${t.destination}`;
}

/** /me: my latest transfers out and money added, with their status; read again while one is on its way. */
export function ExternalTransfersList() {
  const transfers = useQuery({
    ...externalTransfersQuery(),
    refetchInterval: (query) => (query.state.data?.some((t) => t.status === 'pending') ? TRANSFER_POLL_MS : false),
  });
  useBalanceFollowsTransfers(transfers.data);
  const latest = (transfers.data ?? []).slice(0, 5);
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby="wallet-transfers">
      <Title order={2} size="h4" id="wallet-transfers" mb="sm">
        Transfers
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Transfers">
        {latest.map((t) => (
          <Paper key={t.id} withBorder radius="md" p="sm" component="li" data-testid="wallet-transfer">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={600} size="sm" truncate>
                {titleOf(t)}
              </Text>
              <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
                {/* Money sent back never was in the wallet: no sign. */}
                {t.purpose === 'add_money_refund' ? '' : t.direction === 'in' ? '+' : '−'}
                {formatCedis(t.direction === 'in' ? t.amount : t.total)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="wrap" gap={6} mt={4}>
              <Text size="xs" c="dimmed">
                {t.accountNumber}
                {t.transferType === 'instant' ? ' · Instant' : t.transferType === 'standard' ? ' · Standard' : ''}
              </Text>
              <TransferStatusBadge status={t.status} label={t.statusLabel} />
            </Group>
            {t.direction === 'out' && t.purpose !== 'add_money_refund' && t.status === 'completed' && (
              <Anchor
                size="xs"
                fw={600}
                renderRoot={(props) => <Link {...props} to="/receipts/$receiptId" params={{ receiptId: `transfer-${t.id}` }} />}
              >
                Receipt
              </Anchor>
            )}
            {t.failureReason && (
              <Text size="xs" c="red.8" mt={4}>
                {t.failureReason}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
