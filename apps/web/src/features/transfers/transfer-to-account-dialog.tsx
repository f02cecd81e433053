import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { feeFor, INSTANT_TRANSFER_MINIMUM_MESSAGE, INSTANT_TRANSFER_MINIMUM_PESEWAS, parseCedis, toCedisString } from '@ghanapay/money';
import { formatCedis } from '../../lib/locale-format';
import { translateMessage } from '../../lib/translate-message';
import { transferAnswerText } from './transfer-answer-text';
import { amountOrNull } from '@ghanapay/validators/input';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { Alert, Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../lib/session-query';
import { showToast, TOAST_MS } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { paymentAccountsQuery } from '../linked-accounts';
import { AmountField, failureToast, useIdempotencyKeys } from '../money';
import { showMissingInformation } from './transfer-toasts';
import { useRefreshAfterTransfer } from './transfers-queries';

type TransferType = 'standard' | 'instant';

/**
 * The Transfer to Account dialog (/me): an amount, one of my verified, active accounts, standard (free,
 * paid out in 3 business days) or instant (1.75 %). The fee and the total deduction are the server's
 * rule (packages/money), and the balance check uses the real balance; the server checks both again.
 */
export function TransferToAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const accounts = useQuery(paymentAccountsQuery());
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [type, setType] = useState<TransferType>('standard');
  const keys = useIdempotencyKeys();
  const refresh = useRefreshAfterTransfer();
  const transfer = useMutation(
    trpc.money.transferToAccount.mutationOptions({
      onSuccess: (answer) => {
        keys.settle();
        showToast({ title: t`Transfer Successful`, message: transferAnswerText(answer) });
        void refresh();
        close();
      },
      onError: (error) => {
        keys.settle(error);
        showToast(failureToast(error, t`Transfer Failed`, t`Failed to process transfer`));
      },
    }),
  );

  const usable = (accounts.data ?? []).filter((a) => a.isActive && a.isVerified);
  const pesewas = amountOrNull(amount);
  const fee = pesewas === null ? 0n : feeFor(type === 'instant' ? 'transfer_instant' : 'transfer_standard', pesewas);
  const total = pesewas === null ? null : pesewas + fee;
  // The server's rule, said before sending: an instant fee below ₵1.00 would round to nothing.
  const belowInstantMinimum = type === 'instant' && pesewas !== null && pesewas < INSTANT_TRANSFER_MINIMUM_PESEWAS;

  function close() {
    setAmount('');
    setAccountId(null);
    setType('standard');
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pesewas === null || !accountId) {
      showMissingInformation();
      return;
    }
    if (belowInstantMinimum) {
      showToast({
        title: t`Transfer Failed`,
        message: translateMessage(INSTANT_TRANSFER_MINIMUM_MESSAGE),
        destructive: true,
        durationMs: TOAST_MS.failure,
      });
      return;
    }
    if (user && total !== null && total > parseCedis(user.walletBalance)) {
      showToast({
        title: t`Insufficient Balance`,
        message: t`Transfer amount exceeds wallet balance`,
        destructive: true,
        durationMs: TOAST_MS.failure,
      });
      return;
    }
    const account = usable.find((a) => a.id === accountId);
    const request = {
      amount: toCedisString(pesewas),
      accountId,
      accountType: account?.type ?? ('mobile_money' as const),
      transferType: type,
      fee: toCedisString(fee),
    };
    transfer.mutate({ ...request, idempotencyKey: keys.keyFor(request) });
  }

  return (
    <Modal opened={opened} onClose={close} title={t`Transfer to Account`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {user && (
            <Text size="sm" c="dimmed">
              <Trans>Available balance:</Trans> <strong>{formatCedis(user.walletBalance)}</strong>
            </Text>
          )}
          <AmountField label={t`Amount`} value={amount} onChange={setAmount} autoFocus />
          <Select
            label={t`To account`}
            placeholder={usable.length === 0 ? t`No verified accounts yet` : t`Select an account`}
            data={usable.map((a) => ({
              value: a.id,
              label: `${a.provider} · ${a.type === 'mobile_money' ? formatGhanaPhoneLocal(a.accountNumber) : a.accountNumber}`,
            }))}
            value={accountId}
            onChange={setAccountId}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {accounts.data !== undefined && usable.length === 0 && (
            <Alert color="yellow" variant="light">
              <Trans>Add a mobile money or bank account and wait for it to be verified, then transfer to it.</Trans>
            </Alert>
          )}
          <Radio.Group label={t`Transfer type`} value={type} onChange={(v) => setType(v as TransferType)}>
            <Stack gap="xs" mt={6}>
              <Radio value="standard" label={t`Standard`} description={t`Free · arrives in 3 business days`} />
              <Radio value="instant" label={t`Instant`} description={t`Fee applies (1.75%) · arrives in minutes`} />
            </Stack>
          </Radio.Group>
          {belowInstantMinimum && (
            <Text size="sm" c="red" role="alert">
              {translateMessage(INSTANT_TRANSFER_MINIMUM_MESSAGE)}
            </Text>
          )}
          <Stack gap={2} aria-live="polite">
            <Group justify="space-between">
              <Text size="sm">
                <Trans>Fee</Trans>
              </Text>
              <Text size="sm" data-testid="transfer-fee">
                {formatCedis(fee)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" fw={700}>
                <Trans>Total deduction</Trans>
              </Text>
              <Text size="sm" fw={700} data-testid="transfer-total">
                {total === null ? '—' : formatCedis(total)}
              </Text>
            </Group>
          </Stack>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={transfer.isPending}>
              <Trans>Transfer</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
