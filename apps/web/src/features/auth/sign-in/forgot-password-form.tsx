import { translatedResolver } from '../../../lib/form-resolver';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zForgotPasswordInput } from '@ghanapay/validators';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { translateMessage } from '../../../lib/translate-message';
import { errorMessage } from '../../../lib/api-errors';
import { trpcClient } from '../../../lib/trpc';
import { sendWithProofOfWork } from '../proof-of-work/proof-of-work';
import { checkingConnection } from '../sign-up/use-send-sign-up-code';
import { DEMO_INBOX_PATH, useDemoMode } from '../../demo';
import { showToast, TOAST_MS } from '../../../lib/toast';
import { failureToast } from '../auth-toasts';
import { LoginIdField } from './login-id-field';
import type { LoginIdKind } from './login-id-kind';

interface ForgotPasswordFormProps {
  initialLoginId: string;
  onCodeSent: (loginId: string) => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ initialLoginId, onCodeSent, onBack }: ForgotPasswordFormProps) {
  const [kindOverride, setKindOverride] = useState<LoginIdKind | null>(null);
  const demoMode = useDemoMode();
  const form = useForm({
    initialValues: { loginId: initialLoginId },
    validate: translatedResolver(zForgotPasswordInput),
  });
  // Many requests from this address (a carrier's NAT): the API asks for a proof-of-work, solved invisibly.
  const [checking, setChecking] = useState(false);
  const forgot = useMutation({
    mutationFn: (input: { loginId: string }) =>
      sendWithProofOfWork((altcha) => trpcClient.auth.forgotPassword.mutate({ ...input, ...(altcha ? { altcha } : {}) }), setChecking),
    onSuccess: (result, input) => {
      // The code only ever goes to the account's phone or e-mail; in the demo, that is the demo inbox.
      // The link is a line of its own (axe's link-in-text-block: not told from the text by colour alone).
      showToast({
        title: t`Reset Code Sent`,
        message: demoMode ? (
          <>
            {translateMessage(result.message)}{' '}
            <Trans>
              <Anchor href={DEMO_INBOX_PATH} target="_blank" rel="noopener" inherit underline="always" display="block">
                Open the demo inbox
              </Anchor>{' '}
              to read it.
            </Trans>
          </>
        ) : (
          result.message
        ),
        durationMs: TOAST_MS.code,
      });
      onCodeSent(input.loginId.trim());
    },
    onError: (error) => showToast(failureToast(t`Request failed`, errorMessage(error))),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => forgot.mutate({ loginId: values.loginId.trim() }))}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            <Trans>Reset your password</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>Enter your email, phone or username and we will send you a reset code.</Trans>
          </Text>
        </div>
        <LoginIdField
          {...form.getInputProps('loginId')}
          value={form.values.loginId}
          onChange={(value) => form.setFieldValue('loginId', value)}
          override={kindOverride}
          onOverride={setKindOverride}
          required
        />
        <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
          <Trans>Send Reset Instructions</Trans>
        </Button>
        {checking && (
          <Text size="sm" c="dimmed" ta="center" role="status">
            {checkingConnection()}
          </Text>
        )}
        <Button variant="subtle" onClick={onBack}>
          <Trans>Back to sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
