import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { parseCedis } from '@ghanapay/money';
import { formatCedis } from '../../lib/locale-format';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { EmptyList } from '../../components/empty-list';
import { errorMessage } from '../../lib/api-errors';
import { formatTransactionDate } from '../money';
import { myTakingsQuery, type Taking } from './merchant-queries';

// The refund dialog loads when a refund is first asked for, not with the takings.
const RefundDialog = lazy(() => import('./refund-dialog').then((m) => ({ default: m.RefundDialog })));

/** Payments to the business, newest first, asked for every few seconds so a sale shows at once. */
export function TakingsList() {
  const takings = useQuery(myTakingsQuery());
  const [refunding, setRefunding] = useState<Taking | null>(null);
  return (
    <section aria-labelledby="takings-title">
      <Title order={2} size="h4" id="takings-title" mb="sm">
        <Trans>Takings</Trans>
      </Title>
      {takings.isError && !takings.data ? (
        <Text c="red.8" role="alert">
          {errorMessage(takings.error, t`Your takings could not be loaded.`)}
        </Text>
      ) : !takings.data ? (
        <Stack gap="xs">
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : takings.data.length === 0 ? (
        <EmptyList title={t`No payments yet`} hint={t`Payments to your business show here the moment they are made`} />
      ) : (
        <Stack gap="xs" component="ul" aria-label={t`Takings`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {takings.data.map((payment) => {
            const refunded = parseCedis(payment.refunded);
            const whole = refunded >= parseCedis(payment.amount);
            return (
              <Paper
                key={payment.id}
                withBorder
                radius="md"
                p="sm"
                component="li"
                aria-label={t`${payment.payerName} paid ${formatCedis(payment.amount)}`}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={2} miw={0}>
                    <Text fw={600} size="sm" truncate>
                      {payment.payerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatTransactionDate(new Date(payment.createdAt).toISOString())}
                      {payment.reference ? ` · ${payment.reference}` : ''}
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end">
                    <Text fw={700} c={whole ? 'dimmed' : 'kente.8'} td={whole ? 'line-through' : undefined}>
                      +{formatCedis(payment.amount)}
                    </Text>
                    {refunded > 0n && (
                      <Badge color="gray" variant="light" size="sm">
                        {whole ? t`Refunded` : `${formatCedis(payment.refunded)} refunded`}
                      </Badge>
                    )}
                  </Stack>
                </Group>
                <Group gap="md" mt={6}>
                  <Anchor
                    renderRoot={(props) => <Link {...props} to="/receipts/$receiptId" params={{ receiptId: `merchant-${payment.id}` }} />}
                    size="sm"
                  >
                    <Trans>Receipt</Trans>
                  </Anchor>
                  {!whole && (
                    <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRefunding(payment)}>
                      <Trans>Refund</Trans>
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {refunding && (
        <Suspense fallback={null}>
          <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
        </Suspense>
      )}
    </section>
  );
}
