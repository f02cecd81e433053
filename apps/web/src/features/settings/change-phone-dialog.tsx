import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SESSION_QUERY_KEY } from '../../lib/query-client';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { showSettingsFailure } from './settings-toasts';

/**
 * The two-step phone change: the new number, then the 6-digit code sent to it. Back returns to the
 * first step; the old number keeps working until the code is right.
 */
export function ChangePhoneDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<'edit' | 'verify'>('edit');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const queryClient = useQueryClient();
  const send = useMutation(
    trpc.auth.sendVerification.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: t`Verification Code Sent`, message: answer.message });
        setStep('verify');
      },
      onError: (error) => showSettingsFailure(error, t`Failed to Send Code`, t`Could not send verification code`),
    }),
  );
  const verify = useMutation(
    trpc.auth.verifyCode.mutationOptions({
      onSuccess: () => {
        showToast({ title: t`Phone Number Updated`, message: t`Your new number is now on your account.` });
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        onClose();
      },
      onError: (error) => showSettingsFailure(error, t`Verification Failed`, t`Invalid verification code`),
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t`Change phone number`} centered>
      {step === 'edit' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSentTo(phone);
            send.mutate({ phoneNumber: phone });
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t`New phone number`}
              placeholder={t`+233 XX XXX XXXX`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              data-autofocus
            />
            <Text size="xs" c="dimmed">
              <Trans>We send a code to the new number. Your current number keeps working until you enter it.</Trans>
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={!phone.trim()} loading={send.isPending}>
                <Trans>Send Code</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            verify.mutate({ phoneNumber: sentTo, verificationCode: code });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              <Trans>Enter the 6-digit code sent to {sentTo}.</Trans>
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
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
              data-autofocus
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep('edit')}>
                <Trans>Back</Trans>
              </Button>
              <Button type="submit" disabled={code.length !== 6} loading={verify.isPending}>
                <Trans>Verify</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
