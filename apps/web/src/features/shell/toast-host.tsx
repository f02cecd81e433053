import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostRequested, subscribeToastHost } from '../../lib/toast';

const NotificationsHost = lazy(() => import('./notifications-host'));

/** Mounts Mantine's notification area once something wants to show a toast. */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToastHost, isToastHostRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
