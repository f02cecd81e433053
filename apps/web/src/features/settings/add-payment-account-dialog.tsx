import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { SETTINGS_ACCOUNT_TYPES } from '@ghanapay/validators';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useRefreshAccounts } from '../linked-accounts';
import { showSettingsFailure } from './settings-toasts';

/** The settings dialog: one of the six account types, the number and the name on it. */
export function AddPaymentAccountDialog({ onClose }: { onClose: () => void }) {
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
