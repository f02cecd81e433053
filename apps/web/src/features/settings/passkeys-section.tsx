import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import IconFingerprint from '@tabler/icons-react/dist/esm/icons/IconFingerprint.mjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { passkeysQuery } from './settings-queries';
import { showSettingsFailure } from './settings-toasts';
import { faceIdErrorMessage, registerPasskey, usePlatformAuthenticator } from '../auth';
import { showToast, TOAST_MS } from '../../lib/toast';
import { formatLocalDate } from '../../lib/locale-date';

function passkeyErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'InvalidStateError') return t`This device already has a passkey for your account.`;
  return faceIdErrorMessage(error);
}

/** Registers this device's platform authenticator, so "Use Face ID / Touch ID" can sign in. */
export function PasskeysSection() {
  const available = usePlatformAuthenticator();
  const passkeys = useQuery(passkeysQuery());
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.webauthn.passkeys.pathKey() });
  const remove = useMutation(
    trpc.auth.webauthn.deletePasskey.mutationOptions({
      onSuccess: () => {
        showToast({ title: t`Passkey removed`, message: t`It can no longer sign in to your account.` });
        void refresh();
      },
      onError: (error) => showSettingsFailure(error, t`Could not remove passkey`, t`Please try again.`),
    }),
  );
  const addPasskey = useMutation({
    mutationFn: registerPasskey,
    onSuccess: (result) => {
      if (result.verified) {
        showToast({ title: t`Passkey added`, message: t`You can now sign in with Face ID / Touch ID on this device.` });
        void refresh();
      } else showToast({ title: t`Could not add passkey`, message: t`Please try again.`, destructive: true, durationMs: TOAST_MS.failure });
    },
    onError: (error) =>
      showToast({ title: t`Could not add passkey`, message: passkeyErrorMessage(error), destructive: true, durationMs: TOAST_MS.failure }),
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="passkeys-title">
          <Trans>Face ID &amp; Passcode</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Sign in with Face ID, Touch ID or your device's screen lock instead of a password.</Trans>
        </Text>
        {passkeys.data && passkeys.data.length > 0 && (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Passkeys`}>
            {passkeys.data.map((p, i) => (
              <li key={p.id}>
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {p.name && p.name !== 'Passkey' ? p.name : t`Passkey ${i + 1}`}
                      {p.backedUp ? t` · synced` : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Trans>Added</Trans> {formatLocalDate(new Date(p.createdAt), { dateStyle: 'medium' }, 'en-GH')}
                      {p.lastUsedAt
                        ? ` · ${t`last used ${formatLocalDate(new Date(p.lastUsedAt), { dateStyle: 'medium' }, 'en-GH')}`}`
                        : ''}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate({ id: p.id })}
                    loading={remove.isPending && remove.variables?.id === p.id}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        )}
        {available ? (
          <Button
            variant="light"
            leftSection={<IconFingerprint size={18} aria-hidden="true" />}
            loading={addPasskey.isPending}
            onClick={() => addPasskey.mutate()}
          >
            <Trans>Add a passkey</Trans>
          </Button>
        ) : (
          <Text size="sm">
            <Trans>This device has no built-in authenticator for passkeys.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
