import { translateMessage } from '../../../lib/translate-message';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { zVerificationCode } from '@ghanapay/validators';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { showToast } from '../../../lib/toast';
import { codeSentToast, failureToast, sendCodeFailureToast } from '../auth-toasts';
import { resendLabel } from './countdown';
import type { Contact } from './contact-entry';
import { useCountdown } from './use-countdown';
import { checkingConnection, useSendSignUpCode } from './use-send-sign-up-code';

interface CodeStepProps {
  contact: Contact;
  onVerified: () => void;
  onChangeContact: () => void;
}

/** Step 2: the 6-digit code, with a resend button behind a 60 s countdown. */
export function CodeStep({ contact, onVerified, onChangeContact }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown(contact.resendAfterSeconds);
  const target = contact.channel === 'phone' ? { phoneNumber: contact.value } : { email: contact.value };

  const verify = useMutation(
    trpc.auth.verifyCode.mutationOptions({
      onSuccess: () => onVerified(),
      onError: (failure) => showToast(failureToast(t`Invalid Code`, errorMessage(failure))),
    }),
  );
  const resend = useSendSignUpCode({
    onSuccess: (result) => {
      showToast(codeSentToast(t`Verification Code Sent`, result));
      countdown.restart(result.resendAfterSeconds ?? contact.resendAfterSeconds);
      setCode('');
    },
    onError: (failure) => showToast(sendCodeFailureToast(errorMessage(failure, ''))),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = zVerificationCode.safeParse(code);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? translateMessage(issue) : t`Verification code must be 6 digits`);
      return;
    }
    verify.mutate({ ...target, verificationCode: parsed.data });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Enter the 6-digit code we sent to <strong>{contact.value}</strong>.
          </Trans>
        </Text>
        <TextInput
          label={t`Verification Code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="••••••"
          maxLength={6}
          size="md"
          styles={{ input: { letterSpacing: '0.5em', textAlign: 'center', fontWeight: 700 } }}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6));
            if (error) setError(null);
          }}
          error={error}
          required
          autoFocus
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          <Trans>Verify Code</Trans>
        </Button>
        <Button
          variant="light"
          disabled={countdown.remaining > 0}
          loading={resend.isPending}
          onClick={() => resend.send({ phoneNumber: contact.value })}
        >
          {resendLabel(countdown.remaining)}
        </Button>
        {resend.checking && (
          <Text size="sm" c="dimmed" ta="center" role="status">
            {checkingConnection()}
          </Text>
        )}
        <Button variant="subtle" onClick={onChangeContact}>
          {contact.channel === 'phone' ? t`Change phone number` : t`Change email address`}
        </Button>
      </Stack>
    </form>
  );
}
