import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { parseCedis, toCedisString } from '@ghanapay/money';
import { formatCedis } from '../../lib/locale-format';
import { readAmountInput } from '@ghanapay/validators/input';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { trpcClient } from '../../lib/trpc';
import { AmountField, failureToast, useIdempotencyKeys, useRefreshMoney } from '../money';
import { myTakingsQuery, type Taking } from './merchant-queries';

/** Refund a payment, all of what is left or a part, after the merchant confirms; one key per intent. */
export function RefundDialog({ payment, onClose }: { payment: Taking; onClose: () => void }) {
  const left = parseCedis(payment.amount) - parseCedis(payment.refunded);
  const [amount, setAmount] = useState(toCedisString(left));
  const [error, setError] = useState<string>();
  const keys = useIdempotencyKeys();
  const queryClient = useQueryClient();
  const refreshMoney = useRefreshMoney();
  const refund = useMutation({
    mutationFn: (input: { id: string; amount: string }) =>
      trpcClient.money.refundMerchantPayment.mutate({ ...input, idempotencyKey: keys.keyFor(input) }),
    onSuccess: (_paid, input) => {
      keys.settle();
      void queryClient.invalidateQueries({ queryKey: myTakingsQuery().queryKey });
      void refreshMoney();
      showToast({ title: t`Refunded`, message: t`${formatCedis(input.amount)} went back to ${payment.payerName}` });
      onClose();
    },
    onError: (failure) => {
      keys.settle(failure);
      showToast(failureToast(failure, t`Refund failed`, t`The refund could not be made. Try again.`));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readAmountInput(amount);
    if (!read.ok) return setError(read.message);
    if (read.pesewas > left) return setError(t`At most ${formatCedis(left)} is left to refund`);
    setError(undefined);
    refund.mutate({ id: payment.id, amount: read.wire });
  };
  return (
    <Modal opened onClose={onClose} title={t`Refund payment`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {payment.payerName} <Trans>paid</Trans> {formatCedis(payment.amount)}
            {parseCedis(payment.refunded) > 0n ? `; ${t`${formatCedis(payment.refunded)} already refunded`}` : ''}
            <Trans>. The refund comes out of your wallet and goes back to theirs at once.</Trans>
          </Text>
          <AmountField
            label={t`Amount to refund`}
            value={amount}
            onChange={(value) => (setAmount(value), setError(undefined))}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              <Trans>Confirm refund</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
