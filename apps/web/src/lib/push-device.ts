import { t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
/**
 * This browser's Web Push subscription (the Push API): Settings' switch and sign-out use it. The
 * browser's permission prompt appears only from `subscribeThisDevice`, which runs when the person
 * turns the switch on; the landing page never imports this file.
 */

/**
 * Which server subscription this browser is (its endpoint and id), remembered between visits. A stored
 * key, not the product's name: a rename must not make a device forget its subscription.
 */
const STORAGE_KEY = 'ghanapay.push-subscription';

export function rememberedPushSubscription(): { endpoint: string; id: string } | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { endpoint?: unknown; id?: unknown } | null;
    return typeof value?.endpoint === 'string' && typeof value.id === 'string' ? { endpoint: value.endpoint, id: value.id } : null;
  } catch {
    return null;
  }
}

export function rememberPushSubscription(subscription: { endpoint: string; id: string }): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(subscription));
}

/**
 * This device gets no more pushes: the server forgets its subscription (while still signed in) and
 * the browser drops it. Signing out does this, so the next person on a shared phone sees nothing
 * of the last one's.
 */
export async function forgetThisDevicePush(deleteOnServer: (id: string) => Promise<unknown>): Promise<void> {
  const mine = rememberedPushSubscription();
  if (mine) await deleteOnServer(mine.id).catch(() => undefined);
  await (await currentPushSubscription().catch(() => null))?.unsubscribe();
  localStorage.removeItem(STORAGE_KEY);
}

/** The Push API with a service worker: not in every browser (iOS only for an installed app). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The subscription this browser holds for this app, if any (no prompt). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export class PushPermissionDenied extends Error {
  constructor() {
    super(t`Notifications are blocked for ${APP_NAME} in this browser. Allow them in the browser’s site settings, then try again.`);
    this.name = 'PushPermissionDenied';
  }
}

/** Asks for permission (the prompt), then subscribes with the server's VAPID key. */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidPublicKey) }));
  return subscription.toJSON();
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A short name for this device in the list of devices that get pushes ("Chrome on Android"). */
// Stored with the subscription and shown as it was made: browser and system names, in English.
/* eslint-disable lingui/no-unlocalized-strings */
export function deviceLabel(userAgent: string = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser/.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'this device';
  return `${browser} on ${os}`;
}
/* eslint-enable lingui/no-unlocalized-strings */
