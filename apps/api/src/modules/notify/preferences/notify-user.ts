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
  if (!contact) return [];
  return notifyWithChoices(
    deps,
    {
      phone: contact.phoneVerified ? contact.phoneNumber : null,
      email: contact.emailVerified ? contact.email : null,
      category: preferences.notifications[category],
      sms: preferences.notifications.sms,
      byEmail: preferences.notifications.email,
    },
    notice,
  );
}

/**
 * A person's proved addresses and notification choices for one category, as read with something
 * else (a send reads its recipient's in send_context, so its notice reads nothing more).
 */
export interface NoticeChoices {
  /** Their phone, only if proved. */
  phone: string | null;
  /** Their e-mail, only if proved. */
  email: string | null;
  /** The notice's category is on. */
  category: boolean;
  sms: boolean;
  byEmail: boolean;
}

/** notifyUser with the choices already read. */
export async function notifyWithChoices(
  deps: { notifier?: Notifier },
  choices: NoticeChoices,
  notice: { subject: string; text: string },
): Promise<('sms' | 'email')[]> {
  if (!deps.notifier || !choices.category) return [];
  const sent: ('sms' | 'email')[] = [];
  if (choices.sms && choices.phone) {
    await deps.notifier.send({ channel: 'sms', to: choices.phone, text: notice.text }).then(
      () => sent.push('sms'),
      () => {},
    );
  }
  if (choices.byEmail && choices.email) {
    await deps.notifier.send({ channel: 'email', to: choices.email, subject: notice.subject, text: notice.text }).then(
      () => sent.push('email'),
      () => {},
    );
  }
  return sent;
}
