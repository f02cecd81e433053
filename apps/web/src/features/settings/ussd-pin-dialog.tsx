import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { showSettingsFailure } from './settings-toasts';

const PIN_PATTERN = /^\d{4}$/;

/** Sets or resets the 4-digit PIN that confirms money actions on *920*00# (and lifts a lock). */
export function UssdPinDialog({ locked, hasPin, onClose }: { locked: boolean; hasPin: boolean; onClose: () => void }) {
  const [values, setValues] = useState({ pin: '', confirmPin: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.ussd.setPin.mutationOptions({
      onSuccess: (status) => {
        queryClient.setQueryData(trpc.ussd.pin.queryKey(), status);
        showToast({ title: t`USSD PIN Saved`, message: t`Use it to confirm payments on *920*00#.` });
        onClose();
      },
      onError: (error) => showSettingsFailure(error, t`USSD PIN Not Saved`, t`Could not save your USSD PIN. Please try again.`),
    }),
  );
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [key]: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!PIN_PATTERN.test(values.pin)) problems.pin = t`PIN must be 4 digits`;
    if (values.confirmPin !== values.pin) problems.confirmPin = t`PINs do not match`;
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(values);
  }

  return (
    <Modal opened onClose={onClose} title={hasPin ? t`Reset USSD PIN` : t`Set USSD PIN`} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {locked && (
            <Alert color="red" variant="light" title={t`USSD PIN locked`}>
              <Trans>
                Your USSD PIN was entered wrongly 3 times, so payments on *920*00# are stopped. Set a new PIN to use them again.
              </Trans>
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            <Trans>You confirm balances, payments and requests on *920*00# with this PIN. Never share it.</Trans>
          </Text>
          <PasswordInput
            label={t`New PIN`}
            inputMode="numeric"
            autoComplete="off"
            value={values.pin}
            onChange={set('pin')}
            error={errors.pin}
            data-autofocus
          />
          <PasswordInput
            label={t`Confirm PIN`}
            inputMode="numeric"
            autoComplete="off"
            value={values.confirmPin}
            onChange={set('confirmPin')}
            error={errors.confirmPin}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save PIN</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
