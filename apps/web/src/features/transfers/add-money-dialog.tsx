import { APP_NAME } from '@ghanapay/validators';
import { toCedisString } from '@ghanapay/money';
import { amountOrNull } from '@ghanapay/validators/input';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast, TOAST_MS } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { paymentAccountsQuery } from '../linked-accounts';
import { AmountField, failureToast, useIdempotencyKeys } from '../money';
import { showMissingInformation } from './transfer-toasts';
import { useRefreshAfterTransfer } from './transfers-queries';

/**
 * Add Money (beyond the document): a request to pay sent to one of my verified MTN MoMo wallets. The
 * wallet is credited when I approve it on my phone; the transfers list shows it waiting, then done.
 */
export function AddMoneyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const accounts = useQuery(paymentAccountsQuery());
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const keys = useIdempotencyKeys();
  const refresh = useRefreshAfterTransfer();
  const add = useMutation(
    trpc.money.addMoney.mutationOptions({
      onSuccess: (answer) => {
        keys.settle();
        showToast({ title: 'Approve on your phone', message: answer.message, durationMs: TOAST_MS.code });
        void refresh();
        close();
      },
      onError: (error) => {
        keys.settle(error);
        showToast(failureToast(error, 'Add Money Failed', 'Could not request the money. Please try again.'));
      },
    }),
  );
  const wallets = (accounts.data ?? []).filter((a) => a.type === 'mobile_money' && a.provider === 'MTN MoMo' && a.isActive && a.isVerified);
  const pesewas = amountOrNull(amount);

  function close() {
    setAmount('');
    setAccountId(null);
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pesewas === null || !accountId) {
      showMissingInformation();
      return;
    }
    const request = { amount: toCedisString(pesewas), accountId };
    add.mutate({ ...request, idempotencyKey: keys.keyFor(request) });
  }

  return (
    <Modal opened={opened} onClose={close} title="Add Money" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            We send a payment request to your MTN MoMo wallet. Approve it on your phone with your MoMo PIN and the money arrives in your
            {APP_NAME} wallet.
          </Text>
          <AmountField label="Amount" value={amount} onChange={setAmount} autoFocus />
          <Select
            label="From wallet"
            placeholder={wallets.length === 0 ? 'No verified MTN MoMo wallet' : 'Select a wallet'}
            data={wallets.map((a) => ({ value: a.id, label: `${a.provider} · ${formatGhanaPhoneLocal(a.accountNumber)}` }))}
            value={accountId}
            onChange={setAccountId}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {accounts.data !== undefined && wallets.length === 0 && (
            <Alert color="yellow" variant="light">
              Add Money works with a verified MTN MoMo wallet. Add one under Connected Accounts.
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Request money
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
