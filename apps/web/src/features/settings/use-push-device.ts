import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc, trpcClient } from '../../lib/trpc';
import {
  currentPushSubscription,
  deviceLabel,
  forgetThisDevicePush,
  pushSupported,
  rememberedPushSubscription,
  rememberPushSubscription,
  subscribeThisDevice,
} from '../../lib/push-device';
import { preferencesQuery } from './settings-queries';

const thisDeviceQuery = () => ({
  queryKey: ['push', 'this-device'] as const,
  queryFn: async () => (await currentPushSubscription())?.endpoint ?? null,
  staleTime: Infinity,
});

/**
 * Settings → Push notifications for this device: on when the browser holds a subscription that the
 * server keeps for the signed-in person and their push choice is on. Turning it on asks the browser
 * (the permission prompt comes only then), subscribes with the server's VAPID key and sends the
 * subscription; off deletes it on the server and in the browser.
 */
export function usePushDevice() {
  const supported = pushSupported();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const endpoint = useQuery({ ...thisDeviceQuery(), enabled: supported });
  const subscriptions = useQuery({ ...trpc.push.subscriptions.queryOptions({}), enabled: supported });
  const preferences = useQuery(preferencesQuery());
  const mine = rememberedPushSubscription();
  const on =
    supported &&
    preferences.data?.notifications.push === true &&
    Boolean(endpoint.data) &&
    mine?.endpoint === endpoint.data &&
    Boolean(subscriptions.data?.some((s) => s.id === mine?.id));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: thisDeviceQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: trpc.push.subscriptions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.auth.preferences.pathKey() }),
    ]);

  async function turnOn(): Promise<void> {
    setBusy(true);
    try {
      const { publicKey } = await trpcClient.push.vapidPublicKey.query({});
      const subscription = await subscribeThisDevice(publicKey);
      const { id } = await trpcClient.push.subscribe.mutate({
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        deviceLabel: deviceLabel(),
      });
      rememberPushSubscription({ endpoint: subscription.endpoint ?? '', id });
      if (preferences.data?.notifications.push !== true) await trpcClient.auth.updatePreferences.mutate({ notifications: { push: true } });
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  async function turnOff(): Promise<void> {
    setBusy(true);
    try {
      await forgetThisDevicePush((id) => trpcClient.push.unsubscribe.mutate({ id }));
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  return { supported, on, busy, loading: supported && (endpoint.isPending || subscriptions.isPending), turnOn, turnOff };
}
