import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { GHANA_BANKS, MOBILE_MONEY_PROVIDER_LABELS, MOBILE_MONEY_PROVIDERS, type MobileMoneyProvider } from '@ghanapay/validators';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useState } from 'react';
import { AddBankAccountDialog } from './add-bank-account-dialog';
import { AddMobileMoneyDialog } from './add-mobile-money-dialog';

/**
 * The wallet home's Add Account: the provider first ("Please select a provider" without one), then
 * that kind's own form with the provider filled in.
 */
export function AddAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [provider, setProvider] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'pick' | 'mobile_money' | 'bank'>('pick');
  const reset = () => {
    setProvider(null);
    setError(null);
    setStep('pick');
  };
  const close = () => {
    reset();
    onClose();
  };
  const next = () => {
    if (!provider) {
      setError(t`Please select a provider`);
      return;
    }
    setStep(provider.startsWith('momo:') ? 'mobile_money' : 'bank');
  };
  const value = provider?.slice(provider.indexOf(':') + 1);
  return (
    <>
      <Modal opened={opened && step === 'pick'} onClose={close} title={t`Add Account`} centered>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>Link a mobile money wallet or a bank account. It is checked with its provider before it shows as verified.</Trans>
          </Text>
          <Select
            label={t`Provider`}
            placeholder={t`Select provider`}
            data={[
              {
                group: t`Mobile money`,
                items: MOBILE_MONEY_PROVIDERS.map((p) => ({ value: `momo:${p}`, label: MOBILE_MONEY_PROVIDER_LABELS[p] })),
              },
              { group: t`Banks`, items: GHANA_BANKS.map((b) => ({ value: `bank:${b.code}`, label: b.name })) },
            ]}
            value={provider}
            onChange={(v) => {
              setProvider(v);
              setError(null);
            }}
            error={error}
            searchable
            allowDeselect={false}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={next}>
              <Trans>Continue</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
      <AddMobileMoneyDialog
        opened={opened && step === 'mobile_money'}
        onClose={close}
        presetProvider={step === 'mobile_money' ? (value as MobileMoneyProvider) : undefined}
        successToast={{ title: t`Account Added`, message: t`Your account has been added successfully` }}
      />
      <AddBankAccountDialog
        opened={opened && step === 'bank'}
        onClose={close}
        presetBank={step === 'bank' ? value : undefined}
        successToast={{ title: t`Account Added`, message: t`Your account has been added successfully` }}
      />
    </>
  );
}
