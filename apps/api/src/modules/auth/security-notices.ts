import type { AppDeps } from '../../deps';
import { noticeText, translate } from '../../i18n/translate';
import { localizedPush, notifyUser } from '../notify';
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
    push: localizedPush(
      '/settings',
      { title: 'push.newSignIn.title', body: 'push.newSignIn.body' },
      { title: 'push.newSignIn.title', body: 'push.newSignIn.detailedBody' },
      { browser, os },
    ),
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
    push: (language) => ({
      url: '/settings',
      title: notice.localized(language).subject,
      body: translate(language, 'push.accountChanged.body'),
    }),
  }).catch(() => {});
}
