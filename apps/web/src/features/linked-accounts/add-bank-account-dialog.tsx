import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { BANK_ACCOUNT_TYPES, GHANA_BANKS, zAccountName, zBankAccountNumber } from '@ghanapay/validators';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { firstIssue, showAccountFailure } from './account-toasts';
import { useRefreshAccounts } from './linked-accounts-queries';

interface Values {
  bankName: string;
  accountNumber: string;
  accountName: string;
  accountType: string;
  branchCode: string;
}

const TYPE_LABELS: Record<(typeof BANK_ACCOUNT_TYPES)[number], MessageDescriptor> = {
  SAVINGS: msg`Savings`,
  CURRENT: msg`Current`,
  CHECKING: msg`Checking`,
};

/** The Add Bank Account dialog: a bank of the fixed list, account number, name, type, branch code. */
export function AddBankAccountDialog({
  opened,
  onClose,
  presetBank,
  successToast = { title: t`Success`, message: t`Bank account added successfully` },
}: {
  opened: boolean;
  onClose: () => void;
  /** The bank code already picked (the wallet home's Add Account asks for it first). */
  presetBank?: string;
  successToast?: { title: string; message: string };
}) {
  const refresh = useRefreshAccounts();
  const form = useForm<Values>({
    initialValues: { bankName: presetBank ?? '', accountNumber: '', accountName: '', accountType: 'SAVINGS', branchCode: '' },
    validate: {
      bankName: (v) => (v ? null : t`Please select a bank`),
      accountNumber: (v) => firstIssue(zBankAccountNumber, v),
      accountName: (v) => firstIssue(zAccountName, v),
      accountType: (v) => (v ? null : t`Please select account type`),
    },
  });
  useEffect(() => {
    if (opened && presetBank) form.setFieldValue('bankName', presetBank);
    // Only when the dialog opens with a new preset; form is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, presetBank]);
  const add = useMutation(
    trpc.accounts.addBankAccount.mutationOptions({
      onSuccess: () => {
        showToast(successToast);
        void refresh();
        form.reset();
        onClose();
      },
      onError: (error) => showAccountFailure(error, t`Failed to Add Account`, t`Could not add account`),
    }),
  );
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t`Add Bank Account`} centered>
      <form
        onSubmit={form.onSubmit((v) =>
          add.mutate({
            bankName: v.bankName,
            accountNumber: v.accountNumber,
            accountName: v.accountName,
            accountType: v.accountType as (typeof BANK_ACCOUNT_TYPES)[number],
            ...(v.branchCode.trim() ? { branchCode: v.branchCode.trim() } : {}),
          }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Select
            label={t`Bank`}
            placeholder={t`Select bank`}
            data={GHANA_BANKS.map((b) => ({ value: b.code, label: b.name }))}
            searchable
            allowDeselect={false}
            {...form.getInputProps('bankName')}
          />
          <TextInput
            label={t`Account Number`}
            inputMode="numeric"
            placeholder={t`At least 10 digits`}
            {...form.getInputProps('accountNumber')}
          />
          <TextInput
            label={t`Account Name`}
            placeholder={t`Name on the account`}
            autoComplete="name"
            {...form.getInputProps('accountName')}
          />
          <Select
            label={t`Account Type`}
            data={BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
            allowDeselect={false}
            {...form.getInputProps('accountType')}
          />
          <TextInput label={t`Branch Code (optional)`} {...form.getInputProps('branchCode')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
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
