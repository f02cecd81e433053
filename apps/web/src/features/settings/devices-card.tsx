import { Trans } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { devicesQuery } from './settings-queries';
import { showSettingsFailure } from './settings-toasts';
import { formatLocalDate } from '../../lib/locale-date';

const when = (at: Date) => formatLocalDate(at, { dateStyle: 'medium', timeStyle: 'short' }, 'en-GH');

/** Security → Remembered Devices: my real sessions; any other can be signed out at once. */
export function DevicesCard() {
  const devices = useQuery(devicesQuery());
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.listDevices.pathKey() });
  const signOut = useMutation(
    trpc.auth.signOutDevice.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: t`Device signed out`, message: answer.message });
        void refresh();
      },
      onError: (error) => showSettingsFailure(error, t`Could not sign out the device`, t`Please try again.`),
    }),
  );
  const signOutOthers = useMutation(
    trpc.auth.signOutOtherDevices.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: t`Signed out`, message: answer.message });
        void refresh();
      },
      onError: (error) => showSettingsFailure(error, t`Could not sign out the devices`, t`Please try again.`),
    }),
  );
  const count = devices.data?.length ?? 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="devices-title">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5" id="devices-title">
          <Trans>Remembered Devices</Trans>
        </Title>
        {devices.data && (
          <Text size="sm" c="dimmed">
            {plural(count, { one: '# device', other: '# devices' })}
          </Text>
        )}
      </Group>
      {devices.data === undefined ? (
        <Skeleton height={56} radius="md" />
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Signed-in devices`}>
          {devices.data.map((d) => (
            <li key={d.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      <Trans>
                        {d.browser} on {d.os}
                      </Trans>
                    </Text>
                    {d.thisDevice && (
                      <Badge size="xs" variant="light" tt="none">
                        <Trans>This device</Trans>
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {d.lastSeenAt ? t`Last active ${when(new Date(d.lastSeenAt))}` : t`Signed in`}
                    {d.place ? ` · ${d.place}` : ''}
                  </Text>
                  {d.signedInAt && (
                    <Text size="xs" c="dimmed">
                      <Trans>Signed in</Trans> {when(new Date(d.signedInAt))}
                    </Text>
                  )}
                </Stack>
                {!d.thisDevice && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    style={{ flexShrink: 0 }}
                    loading={signOut.isPending && signOut.variables?.id === d.id}
                    onClick={() => signOut.mutate({ id: d.id })}
                    aria-label={t`Sign out ${d.browser} on ${d.os}`}
                  >
                    <Trans>Sign out</Trans>
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {count > 1 && (
        <Button mt="sm" size="xs" variant="light" color="red" loading={signOutOthers.isPending} onClick={() => signOutOthers.mutate({})}>
          <Trans>Sign out all other devices</Trans>
        </Button>
      )}
    </Paper>
  );
}
