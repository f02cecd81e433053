import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { readAmountInput } from '@ghanapay/validators/input';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { loadTrpcClient, type TrpcOutput } from '../../lib/trpc-query';
import { AmountField, failureToast, useIdempotencyKeys, useRefreshMoney } from '../money';

type ReadCode = Pick<TrpcOutput<'money.readQr'>, 'name' | 'merchantId' | 'amount' | 'reference'>;

/** What names the shop to the server: the scanned code itself, or the merchant ID the payer typed. */
export type MerchantTarget = { qrPayload: string } | { merchantId: string };

/**
 * A shop to pay, read from its code or found by its merchant ID: the amount the code carries (a
 * dynamic code, one sale) or the one the payer types (a static code, a typed ID); then Pay, once per
 * intent (an Idempotency-Key kept across a retry of the same payment), and the result with its receipt.
 */
export function PayMerchantPanel({ target, code, onCancel }: { target: MerchantTarget; code: ReadCode; onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const keys = useIdempotencyKeys();
  const refreshMoney = useRefreshMoney();
  const pay = useMutation({
    mutationFn: async (input: MerchantTarget & { amount?: string }) => {
      const idempotencyKey = keys.keyFor(input);
      return (await loadTrpcClient()).money.payMerchant.mutate({ ...input, idempotencyKey });
    },
    onSuccess: () => {
      keys.settle();
      void refreshMoney();
    },
    onError: (error) => keys.settle(error),
  });

  if (pay.data) {
    const paid = pay.data;
    return (
      <Paper withBorder radius="md" p="md" role="status" aria-label={t`Payment complete`}>
        <Stack gap="sm" align="center">
          <IconCircleCheck size={48} color="var(--mantine-color-kente-7)" aria-hidden="true" />
          <Title order={2} size="h3" ta="center">
            <Trans>Paid</Trans> {formatCedis(paid.amount)}
          </Title>
          <Text ta="center">
            <Trans>to</Trans> <b>{paid.merchantName}</b> <Trans>(merchant</Trans> {paid.merchantId})
            {paid.reference ? ` · ${paid.reference}` : ''}
          </Text>
          <Button
            renderRoot={(props) => <Link {...props} to="/receipts/$receiptId" params={{ receiptId: `merchant-${paid.id}` }} />}
            fullWidth
          >
            <Trans>View receipt</Trans>
          </Button>
          <Button component={Link} to="/" variant="default" fullWidth>
            <Trans>Done</Trans>
          </Button>
        </Stack>
      </Paper>
    );
  }

  const typedAmount = readAmountInput(typed);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.amount) return pay.mutate(target);
    const read = readAmountInput(typed);
    if (!read.ok) return setAmountError(read.message);
    setAmountError(undefined);
    pay.mutate({ ...target, amount: read.wire });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pay-merchant-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            <Trans>Pay a business</Trans>
          </Text>
          <Title order={2} size="h3" id="pay-merchant-title">
            {code.name}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Merchant ID</Trans> {code.merchantId}
            {code.reference ? ` · ${t`Reference ${code.reference}`}` : ''}
          </Text>
          {code.amount ? (
            <Text fz={36} fw={800} data-testid="pay-amount">
              {formatCedis(code.amount)}
            </Text>
          ) : (
            <AmountField
              label={t`Amount to pay`}
              value={typed}
              onChange={(value) => (setTyped(value), setAmountError(undefined))}
              error={amountError}
              autoFocus
            />
          )}
          {pay.isError && (
            <Alert color="red" role="alert" title={t`Not paid`}>
              {failureToast(pay.error, t`Not paid`, t`The payment could not be made. Try again.`).message}
            </Alert>
          )}
          <Group grow gap="sm">
            <Button variant="default" onClick={onCancel} disabled={pay.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={pay.isPending}>
              {code.amount ? t`Pay ${formatCedis(code.amount)}` : typedAmount.ok ? t`Pay ${formatCedis(typedAmount.pesewas)}` : t`Pay`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
