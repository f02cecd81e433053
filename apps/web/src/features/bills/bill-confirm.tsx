import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/session-query';

export interface ConfirmRow {
  label: string;
  value: string;
}

/** The confirm step of every payment: what is paid, to whom, and the one button that pays it. */
export function BillConfirm({
  rows,
  amount,
  error,
  pending,
  onPay,
  onBack,
}: {
  rows: readonly ConfirmRow[];
  /** A 2-decimal string. */
  amount: string;
  error: React.ReactNode;
  pending: boolean;
  onPay: () => void;
  onBack: () => void;
}) {
  const { user } = useSession();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        <Trans>Confirm payment</Trans>
      </Title>
      <Paper withBorder radius="md" p="md">
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '10px 16px' }}>
          {rows.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="dimmed">
                {row.label}
              </Text>
              <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.value}
              </Text>
            </div>
          ))}
          <Text component="dt" size="sm" c="dimmed">
            <Trans>Amount</Trans>
          </Text>
          <Text component="dd" m={0} fw={800} size="lg" data-testid="confirm-amount">
            {formatCedis(amount)}
          </Text>
        </dl>
      </Paper>
      {user && (
        <Text size="sm" c="dimmed">
          <Trans>Paid from your wallet (balance</Trans> {formatCedis(user.walletBalance)})
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" title={t`Payment not made`}>
          {error}
        </Alert>
      )}
      <Button size="lg" fullWidth onClick={onPay} loading={pending}>
        <Trans>Pay</Trans> {formatCedis(amount)}
      </Button>
      <Button variant="subtle" onClick={onBack} disabled={pending} w="fit-content">
        <Trans>Change details</Trans>
      </Button>
    </Stack>
  );
}
