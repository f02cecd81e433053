import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { PreferenceSwitch } from './preference-switch';
import { PushDevices } from './push-devices';
import { PushSwitch } from './push-switch';
import { preferencesQuery } from './settings-queries';
import { showSettingsFailure } from './settings-toasts';

type NotificationKey = 'push' | 'pushShowAmounts' | 'email' | 'sms' | 'transactions' | 'security';

const SWITCHES: { key: NotificationKey; label: MessageDescriptor; description: MessageDescriptor }[] = [
  { key: 'email', label: msg`Email`, description: msg`To your verified email address` },
  { key: 'sms', label: msg`SMS`, description: msg`To your verified phone number` },
  { key: 'transactions', label: msg`Transactions`, description: msg`Money received, requests, and how your transfers end` },
  { key: 'security', label: msg`Security`, description: msg`New sign-ins and password changes` },
];

/**
 * Preferences → Notifications and Appearance, saved on the server (they follow you to every device).
 * The appearance takes effect through useSavedAppearance, which watches the same cached preferences.
 */
export function NotificationsCard() {
  const preferences = useQuery(preferencesQuery());
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.auth.updatePreferences.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.auth.preferences.queryKey({}), saved),
      onError: (error) => {
        showSettingsFailure(error, t`Could not save`, t`Your choice was not saved. Please try again.`);
        void queryClient.invalidateQueries({ queryKey: trpc.auth.preferences.pathKey() });
      },
    }),
  );

  const save = (key: NotificationKey, checked: boolean) => {
    if (!preferences.data) return;
    queryClient.setQueryData(trpc.auth.preferences.queryKey({}), {
      ...preferences.data,
      notifications: { ...preferences.data.notifications, [key]: checked },
    });
    update.mutate({ notifications: { [key]: checked } });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notifications-title">
      <Title order={3} size="h5" id="notifications-title" mb="sm">
        <Trans>Notifications</Trans>
      </Title>
      {preferences.data === undefined ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <Stack gap="sm">
          <PushSwitch
            inAppOnly={
              <PreferenceSwitch
                label={t`Push notifications`}
                description={t`This browser cannot get pushes while ${APP_NAME} is closed: money received shows while it is open`}
                checked={preferences.data.notifications.push}
                onChange={(checked) => save('push', checked)}
              />
            }
          />
          <PushDevices />
          {preferences.data.notifications.push && (
            <PreferenceSwitch
              label={t`Show amounts on the lock screen`}
              description={t`Off: a push says “You received money”, without the amount or the name`}
              checked={preferences.data.notifications.pushShowAmounts}
              onChange={(checked) => save('pushShowAmounts', checked)}
            />
          )}
          {SWITCHES.map((s) => (
            <PreferenceSwitch
              key={s.key}
              label={t(s.label)}
              description={t(s.description)}
              checked={preferences.data.notifications[s.key]}
              onChange={(checked) => save(s.key, checked)}
            />
          ))}
          <Stack gap={4} mt="xs">
            <Text size="sm" fw={500} id="appearance-label">
              <Trans>Appearance</Trans>
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="appearance-label"
              data={[
                { value: 'light', label: t`Light` },
                { value: 'dark', label: t`Dark` },
                { value: 'auto', label: t`System` },
              ]}
              value={preferences.data.appearance}
              onChange={(value) => {
                const next = value as 'light' | 'dark' | 'auto';
                queryClient.setQueryData(trpc.auth.preferences.queryKey({}), { ...preferences.data, appearance: next });
                update.mutate({ appearance: next });
              }}
            />
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
