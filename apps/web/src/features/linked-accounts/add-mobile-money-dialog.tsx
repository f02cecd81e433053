import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import {
  mobileMoneyProviderFor,
  MOBILE_MONEY_PROVIDER_LABELS,
  MOBILE_MONEY_PROVIDERS,
  zAccountName,
  zMobileMoneyPhone,
  zMobileMoneyPin,
  type MobileMoneyProvider,
} from '@ghanapay/validators';
import { Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../lib/toast';
import { firstIssue, showAccountFailure } from './account-toasts';
import { useRefreshAccounts } from './linked-accounts-queries';

interface Values {
  provider: MobileMoneyProvider | '';
  phoneNumber: string;
  accountPin: string;
  accountName: string;
}

/**
 * The Add Account dialog for a mobile-money wallet (provider, phone, PIN, account name). The PIN is
 * sent once for the server to check its shape and is never kept, here or there. `successToast` is the
 * screen's own (the mobile-money page and the wallet home word it differently).
 */
export function AddMobileMoneyDialog({
  opened,
  onClose,
  presetProvider,
  successToast = { title: t`Success`, message: t`Mobile money account added successfully` },
}: {
  opened: boolean;
  onClose: () => void;
  /** The provider already picked (the wallet home's Add Account asks for it first). */
  presetProvider?: MobileMoneyProvider;
  successToast?: { title: string; message: string };
}) {
  const refresh = useRefreshAccounts();
  const form = useForm<Values>({
    initialValues: { provider: presetProvider ?? '', phoneNumber: '', accountPin: '', accountName: '' },
    validate: {
      provider: (v) => (v ? null : t`Please select a mobile money provider`),
      phoneNumber: (v) => firstIssue(zMobileMoneyPhone, v),
      accountPin: (v) => firstIssue(zMobileMoneyPin, v),
      accountName: (v) => firstIssue(zAccountName, v),
    },
  });
  useEffect(() => {
    if (opened && presetProvider) form.setFieldValue('provider', presetProvider);
    // Only when the dialog opens with a new preset; form is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, presetProvider]);
  const add = useMutation(
    trpc.accounts.addMobileMoneyAccount.mutationOptions({
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
    <Modal opened={opened} onClose={close} title={t`Add Mobile Money Account`} centered>
      <form
        onSubmit={form.onSubmit((values) =>
          add.mutate({
            provider: values.provider as MobileMoneyProvider,
            phoneNumber: values.phoneNumber,
            accountPin: values.accountPin,
            accountName: values.accountName,
          }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Select
            label={t`Provider`}
            placeholder={t`Select provider`}
            data={MOBILE_MONEY_PROVIDERS.map((p) => ({ value: p, label: MOBILE_MONEY_PROVIDER_LABELS[p] }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('provider')}
          />
          <TextInput
            label={t`Phone Number`}
            placeholder="024 123 4567"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...form.getInputProps('phoneNumber')}
            onBlur={() => {
              // The number tells the network: offer its provider when none is chosen yet.
              if (!form.values.provider) {
                const provider = mobileMoneyProviderFor(form.values.phoneNumber);
                if (provider) form.setFieldValue('provider', provider);
              }
            }}
          />
          <PasswordInput
            label={t`PIN`}
            description={t`Checked once to confirm the wallet; ${APP_NAME} never stores it`}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            {...form.getInputProps('accountPin')}
          />
          <TextInput
            label={t`Account Name`}
            placeholder={t`Name on the wallet`}
            autoComplete="name"
            {...form.getInputProps('accountName')}
          />
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
