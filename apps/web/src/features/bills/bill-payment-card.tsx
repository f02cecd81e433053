import { Trans } from '@lingui/react/macro';
import { formatCedis } from '../../lib/locale-format';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatTransactionDate } from '../money';
import { displayNumber, groupToken, paymentTitle } from './bill-display';
import { BillIcon } from './bill-icon';
import type { BillPayment } from './bills-types';
import { BillStatusBadge, billStatusText } from './recent-bill-payments';

/** A bill payment in /history: the biller's icon, what was paid for whom, the amount out, the status (and an ECG token). */
export function BillPaymentCard({ payment: p }: { payment: BillPayment }) {
  const createdAt = p.createdAt.toISOString();
  // A failed payment's money came back: no minus sign.
  const amount = p.status === 'failed' ? formatCedis(p.amount) : `-${formatCedis(p.amount)}`;
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="sm"
      component="article"
      aria-label={`${paymentTitle(p)}, ${amount}, ${billStatusText(p.status)}`}
      data-testid="history-bill-payment"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <BillIcon kind={p.kind} size={42} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} size="sm" lineClamp={2}>
              {paymentTitle(p)}
            </Text>
            <Text size="sm" fw={700} c={p.status === 'failed' ? 'dimmed' : 'red.8'} style={{ whiteSpace: 'nowrap' }}>
              {amount}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={createdAt}>{formatTransactionDate(createdAt)}</time>
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {p.customerName ? `${p.customerName} · ` : ''}
            {displayNumber(p.customerNumber)}
          </Text>
          {p.token && (
            <Text size="sm" ff="monospace" fw={700}>
              <Trans>Token</Trans> {groupToken(p.token)}
            </Text>
          )}
          <Group gap={6} mt={2}>
            <BillStatusBadge status={p.status} />
            {p.status === 'completed' && (
              <Anchor
                size="xs"
                fw={600}
                renderRoot={(props) => <Link {...props} to="/receipts/$receiptId" params={{ receiptId: `bill-${p.id}` }} />}
              >
                <Trans>Receipt</Trans>
              </Anchor>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
