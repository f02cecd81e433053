import { APP_NAME } from '@ghanapay/validators';
import type { AppDeps } from '../../deps';
import { noticeText } from '../../i18n/translate';
import { notifyUser } from '../notify';
import { describeUserAgent, maskAddress } from './devices/device-rules';

const when = new Intl.DateTimeFormat('en-GH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * Security notices (Settings → Notifications → Security): a new sign-in, a changed password or phone,
 * sent through the channels the person chose. After the answer, best effort.
 */
export function noticeNewSignIn(
  deps: Pick<AppDeps, 'db' | 'notifier' | 'now'>,
  userId: string,
  device: { userAgent?: string; ip?: string },
): void {
  const { browser, os } = describeUserAgent(device.userAgent);
  const place = maskAddress(device.ip);
  void notifyUser(deps, userId, 'security', {
    push: {
      url: '/settings',
      title: `New sign-in to ${APP_NAME}`,
      body: 'If this was not you, change your password and sign out other devices in Settings.',
      detailed: {
        title: `New sign-in to ${APP_NAME}`,
        body: `From ${browser} on ${os}. If this was not you, change your password in Settings.`,
      },
    },
    ...noticeText('email.newSignIn', 'sms.newSignIn', { browser, os, place: place ? ` (${place})` : '', time: when.format(deps.now()) }),
  }).catch(() => {});
}

export function noticeAccountChange(deps: Pick<AppDeps, 'db' | 'notifier' | 'now'>, userId: string, what: 'password' | 'phone'): void {
  const notice = noticeText(
    what === 'password' ? 'email.passwordChanged' : 'email.phoneChanged',
    what === 'password' ? 'sms.passwordChanged' : 'sms.phoneChanged',
    { time: when.format(deps.now()) },
  );
  void notifyUser(deps, userId, 'security', {
    ...notice,
    push: { url: '/settings', title: notice.subject, body: 'If this was not you, reset your password now.' },
  }).catch(() => {});
}
