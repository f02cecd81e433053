import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast';
import { codeSentToast, sendCodeFailureToast } from '../auth-toasts';
import { ChannelToggle } from './channel-toggle';
import { contactEntryError, emptyContactTitle, type Contact, type ContactChannel } from './contact-entry';
import { RESEND_SECONDS } from './countdown';
import { checkingConnection, useSendSignUpCode } from './use-send-sign-up-code';

interface ContactStepProps {
  initial: { channel: ContactChannel; value: string };
  onCodeSent: (contact: Contact) => void;
}

/** Step 1: a Ghana phone number or an email address, where the 6-digit code goes. */
export function ContactStep({ initial, onCodeSent }: ContactStepProps) {
  const [channel, setChannel] = useState<ContactChannel>(initial.channel);
  const [value, setValue] = useState(initial.value);
  const [error, setError] = useState<string | null>(null);
  const sendCode = useSendSignUpCode({
    onSuccess: (result) => {
      showToast(codeSentToast(t`Verification Code Sent`, result));
      onCodeSent({ channel, value: value.trim(), resendAfterSeconds: result.resendAfterSeconds ?? RESEND_SECONDS });
    },
    onError: (failure) => showToast(sendCodeFailureToast(errorMessage(failure, ''))),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = contactEntryError(channel, value);
    setError(problem);
    if (problem) {
      if (!value.trim()) showToast({ title: emptyContactTitle(channel), message: problem, destructive: true });
      return;
    }
    sendCode.send({ phoneNumber: value.trim() });
  };

  const isPhone = channel === 'phone';
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ChannelToggle
          value={channel}
          onChange={(next) => {
            if (next === channel) return;
            setChannel(next);
            setValue('');
            setError(null);
          }}
        />
        <TextInput
          key={channel}
          label={isPhone ? t`Phone Number` : t`Email Address`}
          type={isPhone ? 'tel' : 'email'}
          inputMode={isPhone ? 'tel' : 'email'}
          autoComplete={isPhone ? 'tel-national' : 'email'}
          placeholder={isPhone ? '024 123 4567' : 'you@example.com'}
          description={isPhone ? t`MTN, Telecel or AirtelTigo number` : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          required
        />
        <Text size="xs" c="dimmed">
          <Trans>We will send a 6-digit verification code to confirm it is yours.</Trans>
        </Text>
        <Button type="submit" size="md" fullWidth loading={sendCode.isPending}>
          <Trans>Send Verification Code</Trans>
        </Button>
        {sendCode.checking && (
          <Text size="sm" c="dimmed" ta="center" role="status">
            {checkingConnection()}
          </Text>
        )}
      </Stack>
    </form>
  );
}
