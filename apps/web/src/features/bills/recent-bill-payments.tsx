import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatCedis } from '../../lib/locale-format';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import IconRepeat from '@tabler/icons-react/dist/esm/icons/IconRepeat.mjs';
import { Link } from '@tanstack/react-router';
import { displayNumber, isTopUp, localNumber, paymentTitle, repeatablePayments } from './bill-display';
import { BillIcon } from './bill-icon';
import type { BillPayment } from './bills-types';

const STATUS = {
  processing: { label: msg`Processing`, color: 'yellow', text: '#7a4a00' },
  completed: { label: msg`Completed`, color: 'green', text: '#1b6b2e' },
  failed: { label: msg`Failed`, color: 'red', text: 'red.9' },
} as const;

/** A bill payment's status in the language shown (as its badge and its card's name say it). */
export const billStatusText = (status: BillPayment['status']) => t(STATUS[status].label);

export function BillStatusBadge({ status }: { status: BillPayment['status'] }) {
  const look = STATUS[status];
  return (
    <Badge size="sm" variant="light" tt="none" color={look.color} c={look.text}>
      {t(look.label)}
    </Badge>
  );
}

/** Where a repeat goes: airtime straight to confirm; data to its bundles; a bill looks the customer up again. */
function RepeatLink({ payment }: { payment: BillPayment }) {
  const title = paymentTitle(payment);
  const number = displayNumber(payment.customerNumber);
  const label = t`Pay again: ${title}, ${number}`;
  const common = {
    size: 'sm',
    variant: 'light',
    h: 44,
    leftSection: <IconRepeat size={16} aria-hidden="true" />,
    'aria-label': label,
  } as const;
  if (isTopUp(payment.kind)) {
    const kind = payment.kind === 'data' ? 'data' : 'airtime';
    return (
      <Button
        {...common}
        renderRoot={(props) => (
          <Link
            {...props}
            to="/pay/airtime"
            search={{
              kind,
              number: localNumber(payment.customerNumber),
              billerId: payment.billerId,
              ...(kind === 'airtime' ? { amount: payment.amount } : {}),
            }}
          />
        )}
      >
        <Trans>Again</Trans>
      </Button>
    );
  }
  return (
    <Button
      {...common}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/pay/bills"
          search={{ billerId: payment.billerId, customerNumber: payment.customerNumber, amount: payment.amount }}
        />
      )}
    >
      <Trans>Again</Trans>
    </Button>
  );
}

/** The Pay screen's recent payments: the latest of each biller and number, each repeatable with one tap. */
export function RecentBillPayments({ payments }: { payments: readonly BillPayment[] }) {
  const recent = repeatablePayments(payments);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-bill-payments">
      <Title order={2} size="h4" id="recent-bill-payments" mb="sm">
        <Trans>Recent payments</Trans>
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {recent.map((p) => (
          <Paper key={p.id} withBorder radius="md" p="sm" component="li" data-testid="recent-bill-payment">
            <Group wrap="nowrap" gap="sm">
              <BillIcon kind={p.kind} size={40} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {paymentTitle(p)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {p.customerName ?? displayNumber(p.customerNumber)}
                </Text>
                <Group gap={6}>
                  <Text size="sm" fw={700}>
                    {formatCedis(p.amount)}
                  </Text>
                  <BillStatusBadge status={p.status} />
                </Group>
              </Stack>
              <RepeatLink payment={p} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
