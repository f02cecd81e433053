import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { Button, Group, PasswordInput, Progress, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { showSettingsFailure } from './settings-toasts';

/** The document's strength hint: weak under 8; strong at 8+ with lower, upper and a digit; else medium. */
export function passwordStrength(password: string): 'weak' | 'medium' | 'strong' {
  if (password.length < 8) return 'weak';
  return /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) ? 'strong' : 'medium';
}

const STRENGTH = {
  weak: { value: 33, color: 'red', label: msg`Weak` },
  medium: { value: 66, color: 'yellow', label: msg`Medium` },
  strong: { value: 100, color: 'kente', label: msg`Strong` },
};

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: t`Password Changed`, message: answer.message });
        void queryClient.invalidateQueries({ queryKey: trpc.auth.listDevices.pathKey() });
        onClose();
      },
      onError: (error) =>
        showSettingsFailure(error, t`Password Change Failed`, t`Current password is incorrect or the new password is invalid.`, {
          serverMessage: false,
        }),
    }),
  );
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [key]: event.currentTarget.value });
  const strength = STRENGTH[passwordStrength(values.newPassword)];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!values.currentPassword) problems.currentPassword = t`Current password is required`;
    if (values.newPassword.length < 8) problems.newPassword = t`Password must be at least 8 characters`;
    if (!values.confirmPassword) problems.confirmPassword = t`Please confirm your password`;
    else if (values.confirmPassword !== values.newPassword) problems.confirmPassword = t`Passwords don't match`;
    setErrors(problems);
    if (Object.keys(problems).length === 0) change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  }

  return (
    <Modal opened onClose={onClose} title={t`Change Password`} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
            data-autofocus
          />
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
          />
          {values.newPassword && (
            <Stack gap={4} aria-live="polite">
              <Progress value={strength.value} color={strength.color} size="sm" aria-label={t`Password strength`} />
              <Text size="xs" c="dimmed">
                <Trans>Strength: {t(strength.label)}. Use 8 or more characters with upper and lower case letters and a digit.</Trans>
              </Text>
            </Stack>
          )}
          <PasswordInput
            label={t`Confirm new password`}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
          <Text size="xs" c="dimmed">
            <Trans>Changing your password signs you out on every other device.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={change.isPending}>
              <Trans>Change Password</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
