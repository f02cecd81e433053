import { formatCedis } from '@ghanapay/money';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRANSFER_POLL_MS, walletTransfersQuery } from './transfers-queries';

const STATUS_COLOR = { pending: 'yellow', completed: 'kente', failed: 'red' } as const;

/** /me: my latest transfers out and money added, with their status; read again while one is on its way. */
export function WalletTransfersList() {
  const transfers = useQuery({
    ...walletTransfersQuery(),
    refetchInterval: (query) => (query.state.data?.some((t) => t.status === 'pending') ? TRANSFER_POLL_MS : false),
  });
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
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {t.direction === 'in' ? `Added from ${t.destination}` : `To ${t.destination}`}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {t.accountNumber}
                  {t.transferType === 'instant' ? ' · Instant' : t.transferType === 'standard' ? ' · Standard' : ''}
                </Text>
                {t.failureReason && (
                  <Text size="xs" c="red.8">
                    {t.failureReason}
                  </Text>
                )}
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={700} size="sm">
                  {t.direction === 'in' ? '+' : '−'}
                  {formatCedis(t.direction === 'in' ? t.amount : t.total)}
                </Text>
                <Badge size="sm" variant="light" color={STATUS_COLOR[t.status]}>
                  {t.statusLabel}
                </Badge>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
