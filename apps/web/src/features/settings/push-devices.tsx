import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rememberedPushSubscription } from '../../lib/push-device';
import { trpc } from '../../lib/trpc';
import { showSettingsFailure } from './settings-toasts';
import { formatLocalDate } from '../../lib/locale-date';

const day = (at: Date) => formatLocalDate(at, { day: 'numeric', month: 'short', year: 'numeric' }, 'en-GH');

/** The devices that get this person's pushes; any but this one can be stopped from here (a lost phone). */
export function PushDevices() {
  const queryClient = useQueryClient();
  const devices = useQuery(trpc.push.subscriptions.queryOptions({}));
  const remove = useMutation(
    trpc.push.unsubscribe.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.push.subscriptions.pathKey() }),
      onError: (error) => showSettingsFailure(error, t`Could not stop the pushes`, t`That device still gets pushes. Please try again.`),
    }),
  );
  const thisDevice = rememberedPushSubscription()?.id;
  if (!devices.data?.length) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="push-devices-title">
      <Text size="sm" fw={500} id="push-devices-title">
        <Trans>Devices that get pushes</Trans>
      </Text>
      {devices.data.map((device) => {
        const label = device.deviceLabel ?? t`A device`;
        return (
          <Group key={device.id} justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text size="sm">
                {label}
                {device.id === thisDevice ? t` (this device)` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {device.lastSuccessAt ? t`Last push ${day(new Date(device.lastSuccessAt))}` : t`Since ${day(new Date(device.createdAt))}`}
              </Text>
            </div>
            {device.id !== thisDevice && (
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={t`Stop pushes to ${label}`}
                loading={remove.isPending && remove.variables?.id === device.id}
                onClick={() => remove.mutate({ id: device.id })}
              >
                <Trans>Remove</Trans>
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
