import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import type { ReactNode } from 'react';
import { showToast, TOAST_MS } from '../../lib/toast';
import { PreferenceSwitch } from './preference-switch';
import { PushPermissionDenied } from '../../lib/push-device';
import { showSettingsFailure } from './settings-toasts';
import { usePushDevice } from './use-push-device';

/**
 * "Push notifications" for this device (money received, requests, security notices while the app
 * is closed). A browser without the Push API keeps the in-app choice instead (`inAppOnly`).
 */
export function PushSwitch({ inAppOnly }: { inAppOnly: ReactNode }) {
  const device = usePushDevice();
  if (!device.supported) return <>{inAppOnly}</>;
  return (
    <PreferenceSwitch
      label={t`Push notifications`}
      description={t`On this device, even while ${APP_NAME} is closed: money received, requests and security notices`}
      checked={device.on}
      disabled={device.busy || device.loading}
      onChange={(checked) => {
        const change = checked ? device.turnOn() : device.turnOff();
        change.catch((error: unknown) => {
          if (error instanceof PushPermissionDenied) {
            showToast({ title: t`Notifications are blocked`, message: error.message, destructive: true, durationMs: TOAST_MS.failure });
            return;
          }
          showSettingsFailure(
            error,
            t`Could not change push notifications`,
            t`This browser could not subscribe to pushes. Please try again.`,
          );
        });
      }}
    />
  );
}
