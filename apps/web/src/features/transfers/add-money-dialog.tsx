import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { toCedisString } from '@ghanapay/money';
import { amountOrNull } from '@ghanapay/validators/input';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast, TOAST_MS } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { cardsQuery, paymentAccountsQuery } from '../linked-accounts';
import { AmountField, failureToast, useIdempotencyKeys } from '../money';
import { showMissingInformation } from './transfer-toasts';
import { transferAnswerText } from './transfer-answer-text';
import { useRefreshAfterTransfer } from './transfers-queries';
import { AddMoneyProgress } from './add-money-progress';

// Card brands are names: the same in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings
const BRAND = { visa: 'Visa', mastercard: 'Mastercard', verve: 'Verve' } as const;

/**
 * Add Money (beyond the document): a request to pay sent to one of my verified mobile money wallets
 * (credited when I approve it on my phone), or a charge to one of my saved cards (credited when the
 * card payment goes through); the transfers list shows it waiting, then done. From Telecel Cash,
 * AirtelTigo Money or a card the dialog stays to follow it: a code may have to be entered here first.
 */
export function AddMoneyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const accounts = useQuery(paymentAccountsQuery());
  const cards = useQuery(cardsQuery());
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [following, setFollowing] = useState<string | null>(null);
  const keys = useIdempotencyKeys();
  const refresh = useRefreshAfterTransfer();
  const add = useMutation(
    trpc.money.addMoney.mutationOptions({
      onSuccess: (answer) => {
        keys.settle();
        void refresh();
        if (answer.transfer.destination !== 'MTN MoMo') {
          setFollowing(answer.transfer.id);
          return;
        }
        showToast({ title: t`Approve on your phone`, message: transferAnswerText(answer), durationMs: TOAST_MS.code });
        close();
      },
      onError: (error) => {
        keys.settle(error);
        showToast(failureToast(error, t`Add Money Failed`, t`Could not request the money. Please try again.`));
      },
    }),
  );
  const wallets = (accounts.data ?? []).filter((a) => a.type === 'mobile_money' && a.isActive && a.isVerified);
  const savedCards = (cards.data ?? []).filter((c) => c.status === 'active');
  const sources = [
    ...wallets.map((a) => ({ value: a.id, label: `${a.provider.replace(/ \(.*\)$/, '')} · ${formatGhanaPhoneLocal(a.accountNumber)}` })),
    ...savedCards.map((c) => ({ value: `card-${c.id}`, label: t`${BRAND[c.cardType]} card •••• ${c.last4}` })),
  ];
  const pesewas = amountOrNull(amount);

  function close() {
    setAmount('');
    setAccountId(null);
    setFollowing(null);
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
    <Modal opened={opened} onClose={close} title={t`Add Money`} centered>
      {following ? (
        <AddMoneyProgress transferId={following} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              <Trans>
                From a mobile money wallet: approve the request on your phone with your PIN (Telecel and AirtelTigo may first text you a
                code to enter here). From a saved card: the card is charged at once. Either way the money arrives in your {APP_NAME} wallet.
              </Trans>
            </Text>
            <AmountField label={t`Amount`} value={amount} onChange={setAmount} autoFocus />
            <Select
              label={t`From`}
              placeholder={sources.length === 0 ? t`No verified wallet or saved card` : t`Select a wallet or card`}
              data={sources}
              value={accountId}
              onChange={setAccountId}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {accounts.data !== undefined && cards.data !== undefined && sources.length === 0 && (
              <Alert color="yellow" variant="light">
                <Trans>
                  Add Money works with a verified mobile money wallet or a saved card. Add one under Connected Accounts or My Cards.
                </Trans>
              </Alert>
            )}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={add.isPending}>
                {accountId?.startsWith('card-') ? t`Charge card` : t`Request money`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
