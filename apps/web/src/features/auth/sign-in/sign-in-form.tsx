import { translatedResolver } from '../../../lib/form-resolver';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { zLoginInput } from '@ghanapay/validators';
import { Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { showToast } from '../../../lib/toast';
import { failureToast } from '../auth-toasts';
import { PasswordField } from '../password-field';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { usePlatformAuthenticator } from '../use-platform-authenticator';
import { FaceIdButton } from './face-id-button';
import { LoginIdField } from './login-id-field';
import type { LoginIdKind } from './login-id-kind';

interface SignInFormProps {
  initialLoginId: string;
  onForgotPassword: (loginId: string) => void;
}

export function SignInForm({ initialLoginId, onForgotPassword }: SignInFormProps) {
  const completeSignIn = useCompleteSignIn();
  const hasPlatformAuthenticator = usePlatformAuthenticator();
  const [kindOverride, setKindOverride] = useState<LoginIdKind | null>(null);
  const form = useForm({
    initialValues: { loginId: initialLoginId, password: '' },
    validate: translatedResolver(zLoginInput),
    validateInputOnBlur: true,
  });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (user) => completeSignIn(user),
      onError: (error) => showToast(failureToast(t`Login Failed`, errorMessage(error))),
    }),
  );
  const busy = login.isPending || login.isSuccess;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        <LoginIdField
          {...form.getInputProps('loginId')}
          value={form.values.loginId}
          onChange={(value) => form.setFieldValue('loginId', value)}
          override={kindOverride}
          onOverride={setKindOverride}
          required
        />
        <PasswordField label={t`Password`} autoComplete="current-password" required {...form.getInputProps('password')} />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(form.values.loginId)}>
            <Trans>Forgot password?</Trans>
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={busy}>
          <Trans>Sign In</Trans>
        </Button>
        {hasPlatformAuthenticator && (
          <>
            <Divider label={t`or`} labelPosition="center" />
            <FaceIdButton onSignedIn={completeSignIn} />
          </>
        )}
      </Stack>
    </form>
  );
}
