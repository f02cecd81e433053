import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import IconFingerprint from '@tabler/icons-react/dist/esm/icons/IconFingerprint.mjs';
import { useMutation } from '@tanstack/react-query';
import { faceIdErrorMessage, registerPasskey, usePlatformAuthenticator } from '../auth';
import { showToast, TOAST_MS } from '../../lib/toast';

function passkeyErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return faceIdErrorMessage(error);
}

/** Registers this device's platform authenticator, so "Use Face ID / Touch ID" can sign in. */
export function PasskeysSection() {
  const available = usePlatformAuthenticator();
  const addPasskey = useMutation({
    mutationFn: registerPasskey,
    onSuccess: (result) => {
      if (result.verified) showToast({ title: 'Passkey added', message: 'You can now sign in with Face ID / Touch ID on this device.' });
      else showToast({ title: 'Could not add passkey', message: 'Please try again.', destructive: true, durationMs: TOAST_MS.failure });
    },
    onError: (error) =>
      showToast({ title: 'Could not add passkey', message: passkeyErrorMessage(error), destructive: true, durationMs: TOAST_MS.failure }),
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="passkeys-title">
          Passkeys
        </Title>
        <Text size="sm" c="dimmed">
          Sign in with Face ID, Touch ID or your device's screen lock instead of a password.
        </Text>
        {available ? (
          <Button
            variant="light"
            leftSection={<IconFingerprint size={18} aria-hidden="true" />}
            loading={addPasskey.isPending}
            onClick={() => addPasskey.mutate()}
          >
            Add a passkey
          </Button>
        ) : (
          <Text size="sm">This device has no built-in authenticator for passkeys.</Text>
        )}
      </Stack>
    </Paper>
  );
}
