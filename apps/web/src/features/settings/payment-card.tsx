import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import { SETTINGS_ACCOUNT_TYPES } from '@ghanapay/validators';
import { formatGhanaPhoneLocal } from '@ghanapay/validators/format';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Modal } from '../../components/modal';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { paymentAccountsQuery, useRefreshAccounts } from '../linked-accounts';
import { showSettingsFailure } from './settings-toasts';

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
      {adding && <AddPaymentAccountDialog onClose={() => setAdding(false)} />}
    </Paper>
  );
}

/** The settings dialog: one of the six account types, the number and the name on it. */
function AddPaymentAccountDialog({ onClose }: { onClose: () => void }) {
  const [type, setType] = useState<string | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState('');
  const [errors, setErrors] = useState<{ type?: string; accountNumber?: string; accountName?: string }>({});
  const refresh = useRefreshAccounts();
  const add = useMutation(
    trpc.accounts.addAccount.mutationOptions({
      onSuccess: () => {
        showToast({ title: t`Account Added`, message: t`Your account has been added. It will be verified shortly.` });
        void refresh();
        onClose();
      },
      onError: (error) =>
        showSettingsFailure(error, t`Failed to Add Account`, t`Could not add your account. Please check the details and try again.`),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t`Add payment account`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problems: typeof errors = {};
          if (!type) problems.type = 'Please choose an account type';
          if (!accountNumber.trim()) problems.accountNumber = 'Account number is required';
          if (!accountName.trim()) problems.accountName = 'Account name is required';
          setErrors(problems);
          if (Object.keys(problems).length === 0)
            add.mutate({
              type: type as (typeof SETTINGS_ACCOUNT_TYPES)[number],
              accountNumber: accountNumber.trim(),
              accountName: accountName.trim(),
            });
        }}
      >
        <Stack gap="sm">
          <Select
            label={t`Account type`}
            placeholder={t`Select type`}
            data={[...SETTINGS_ACCOUNT_TYPES]}
            value={type}
            onChange={setType}
            error={errors.type}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t`Account number`}
            placeholder={t`Phone number or bank account number`}
            value={accountNumber}
            onChange={(e) => setAccountNumber(e.currentTarget.value)}
            error={errors.accountNumber}
          />
          <TextInput
            label={t`Account name`}
            placeholder={t`Name on the account`}
            value={accountName}
            onChange={(e) => setAccountName(e.currentTarget.value)}
            error={errors.accountName}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={add.isPending}>
              <Trans>Add Account</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
