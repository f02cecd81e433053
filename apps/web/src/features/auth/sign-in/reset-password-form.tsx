import { translatedResolver } from '../../../lib/form-resolver';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { zResetPasswordInput } from '@ghanapay/validators';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { showToast } from '../../../lib/toast';
import { failureToast } from '../auth-toasts';
import { PasswordField } from '../password-field';

interface ResetPasswordFormProps {
  loginId: string;
  onDone: () => void;
  onBack: () => void;
}

/** The second half of "Forgot password?": the emailed or texted code and a new password. */
export function ResetPasswordForm({ loginId, onDone, onBack }: ResetPasswordFormProps) {
  const form = useForm({
    initialValues: { loginId, code: '', newPassword: '', confirmPassword: '' },
    validate: translatedResolver(zResetPasswordInput),
  });
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: (result) => {
        showToast({ title: t`Password Reset`, message: result.message });
        onDone();
      },
      onError: (error) => showToast(failureToast(t`Request failed`, errorMessage(error))),
    }),
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => reset.mutate(values))}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            <Trans>Choose a new password</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>Enter the 6-digit code we sent for {loginId}.</Trans>
          </Text>
        </div>
        <TextInput
          label={t`Reset Code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, ''))}
        />
        <PasswordField label={t`New Password`} autoComplete="new-password" required {...form.getInputProps('newPassword')} />
        <PasswordField label={t`Confirm New Password`} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          <Trans>Reset Password</Trans>
        </Button>
        <Button variant="subtle" onClick={onBack}>
          <Trans>Send a new code</Trans>
        </Button>
      </Stack>
    </form>
  );
}
