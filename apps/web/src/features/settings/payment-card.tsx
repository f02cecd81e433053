import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { paymentAccountsQuery, useRefreshAccounts } from '../linked-accounts';
import { showSettingsFailure } from './settings-toasts';

// The add dialog (its select and form) is fetched when it opens.
const AddPaymentAccountDialog = lazy(() => import('./add-payment-account-dialog').then((m) => ({ default: m.AddPaymentAccountDialog })));

/** Preferences → Payment: the real balance and my connected accounts (remove, add, manage). */
export function PaymentCard({ walletBalance }: { walletBalance: string }) {
  const accounts = useQuery(paymentAccountsQuery());
  const refresh = useRefreshAccounts();
  const [adding, setAdding] = useState(false);
  const removeMomo = useMutation(trpc.accounts.deleteMobileMoneyAccount.mutationOptions());
  const removeBank = useMutation(trpc.accounts.deleteBankAccount.mutationOptions());
  const remove = async (id: string, type: 'mobile_money' | 'bank') => {
    const rowId = Number(id.split('-')[1]);
    try {
      if (type === 'mobile_money') await removeMomo.mutateAsync({ id: rowId });
      else await removeBank.mutateAsync({ id: rowId });
      showToast({ title: t`Account Removed`, message: t`The account was removed from your wallet` });
      void refresh();
    } catch (error) {
      showSettingsFailure(error, t`Failed to Remove Account`, t`Could not remove the account. Please try again.`, { serverMessage: false });
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="payment-title">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id="payment-title">
          <Trans>Payment</Trans>
        </Title>
        <Anchor component={Link} to="/payment-accounts" size="sm">
          <Trans>Manage</Trans>
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>Wallet balance</Trans>
      </Text>
      <Text fw={700} size="lg" mb="sm">
        {formatCedis(walletBalance)}
      </Text>
      {accounts.data === undefined ? (
        <Skeleton height={56} radius="md" />
      ) : accounts.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No connected accounts yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Payment accounts`}>
          {accounts.data.map((a) => {
            const number = a.type === 'mobile_money' ? formatGhanaPhoneLocal(a.accountNumber) : a.accountNumber;
            return (
              <li key={a.id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {a.provider}
                      </Text>
                      {a.isDefault && (
                        <Badge size="xs" variant="light" tt="none">
                          <Trans>Default</Trans>
                        </Badge>
                      )}
                      {a.isVerified && (
                        <Badge size="xs" variant="light" color="kente" tt="none">
                          <Trans>Verified</Trans>
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" truncate>
                      {number} · {a.accountName}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t`Remove ${a.provider} ${number}`}
                    onClick={() => void remove(a.id, a.type)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      <Button
        mt="sm"
        size="xs"
        variant="light"
        maw="100%"
        // At 200 % text on a 360 px phone the words wrap inside the button rather than past the card.
        styles={{ root: { height: 'auto', minHeight: 'var(--button-height)' }, label: { whiteSpace: 'normal' } }}
        onClick={() => setAdding(true)}
      >
        <Trans>Add payment account</Trans>
      </Button>
      <Suspense fallback={null}>{adding && <AddPaymentAccountDialog onClose={() => setAdding(false)} />}</Suspense>
    </Paper>
  );
}
