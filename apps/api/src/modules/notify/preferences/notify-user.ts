import type { Database } from '@ghanapay/db';
import type { Notifier } from '../notifier';
import { findContactOf, findPreferences } from './preferences-repository';

export type NoticeCategory = 'transactions' | 'security';

/**
 * A notice to a person through the channels they chose in Settings: nothing when the category is off;
 * an SMS when SMS is on and their phone is proved; an e-mail when e-mail is on and their address is
 * proved. Best effort: a delivery failure is swallowed (the thing noticed has happened already).
 * Returns the channels it was sent on.
 */
export async function notifyUser(
  deps: { db: Database; notifier?: Notifier },
  userId: string,
  category: NoticeCategory,
  notice: { subject: string; text: string },
): Promise<('sms' | 'email')[]> {
  if (!deps.notifier) return [];
  const [preferences, contact] = await Promise.all([findPreferences(deps.db, userId), findContactOf(deps.db, userId)]);
  if (!contact || !preferences.notifications[category]) return [];
  const sent: ('sms' | 'email')[] = [];
  if (preferences.notifications.sms && contact.phoneNumber && contact.phoneVerified) {
    await deps.notifier.send({ channel: 'sms', to: contact.phoneNumber, text: notice.text }).then(
      () => sent.push('sms'),
      () => {},
    );
  }
  if (preferences.notifications.email && contact.email && contact.emailVerified) {
    await deps.notifier.send({ channel: 'email', to: contact.email, subject: notice.subject, text: notice.text }).then(
      () => sent.push('email'),
      () => {},
    );
  }
  return sent;
}
