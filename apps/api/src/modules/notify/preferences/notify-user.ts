import { APP_NAME, DEFAULT_LANGUAGE, type Language } from '@ghanapay/validators';
import type { Database } from '@ghanapay/db';
import type { PushSender } from '@ghanapay/providers';
import { translate } from '../../../i18n/translate';
import type { Notifier } from '../notifier';
import { pushToDevices, pushToUser, type PushNotice, type PushTarget } from '../push/push-delivery';
import { findContactOf, findLanguage, findPreferences } from './preferences-repository';

/** The name that opens every SMS ("Nkabom: …"), which a push's body leaves out. */
const NAME_PREFIX = new RegExp(`^${APP_NAME}: `);

/** An SMS text as a push's body: without the name that opens it (the push's own title names the app). */
export function withoutNamePrefix(text: string): string {
  return text.replace(NAME_PREFIX, '');
}

export type NoticeCategory = 'transactions' | 'security';

/** What a notice says: the SMS and e-mail text, and (optionally) what its push shows. */
export interface Notice {
  subject: string;
  /** In English (the push's fallback, and the text when the notice has no `localized`). */
  text: string;
  /** The e-mail subject and the SMS and e-mail text in the person's language (i18n/catalogs), when the notice has them. */
  localized?: (language: Language) => { subject: string; text: string };
  /**
   * What its push shows, in the person's language when a function (push-text.ts). Without it a push
   * names nothing ("You have a new notice"), and the subject and text to whoever chose amounts.
   */
  push?: PushNotice | ((language: Language) => PushNotice);
}

type NoticeDeps = { db?: Database; notifier?: Notifier; pushSender?: PushSender; now?: () => Date };

/**
 * A notice to a person through the channels they chose in Settings: nothing when the category is off;
 * an SMS when SMS is on and their phone is proved; an e-mail when e-mail is on and their address is
 * proved; a push to each device they subscribed when push is on. Best effort: a delivery failure is
 * swallowed (the thing noticed has happened already). Returns the channels it was sent on.
 */
export async function notifyUser(
  deps: NoticeDeps & { db: Database },
  userId: string,
  category: NoticeCategory,
  notice: Notice,
): Promise<('sms' | 'email' | 'push')[]> {
  if (!deps.notifier) return [];
  const [preferences, contact] = await Promise.all([findPreferences(deps.db, userId), findContactOf(deps.db, userId)]);
  if (!contact) return [];
  return notifyWithChoices(
    deps,
    {
      userId,
      phone: contact.phoneVerified ? contact.phoneNumber : null,
      email: contact.emailVerified ? contact.email : null,
      category: preferences.notifications[category],
      sms: preferences.notifications.sms,
      byEmail: preferences.notifications.email,
      language: preferences.language,
    },
    notice,
  );
}

/**
 * A person's proved addresses and notification choices for one category, as read with something
 * else (a send reads its recipient's in send_context, so its notice reads nothing more).
 */
export interface NoticeChoices {
  /** Whose subscribed devices get a push (their push choices are read with the devices); none: no push. */
  userId?: string;
  /** Their phone, only if proved. */
  phone: string | null;
  /** Their e-mail, only if proved. */
  email: string | null;
  /** The notice's category is on. */
  category: boolean;
  sms: boolean;
  byEmail: boolean;
  /** Their language, when read with the rest (else read here, once, when anything of the notice is per language). */
  language?: Language;
  /** Their devices with their push choices, when read with the rest (else read here with userId). */
  pushDevices?: readonly PushTarget[];
}

/** notifyWithChoices with the choices already read. */
export async function notifyWithChoices(deps: NoticeDeps, choices: NoticeChoices, notice: Notice): Promise<('sms' | 'email' | 'push')[]> {
  if (!deps.notifier || !choices.category) return [];
  const sent: ('sms' | 'email' | 'push')[] = [];
  // The push in the person's language: as read with the rest, else as read with their devices (no
  // query of its own — a send's notice is on the hot path).
  const pushIn = (devicesLanguage: Language): PushNotice => {
    const language = choices.language ?? devicesLanguage;
    if (typeof notice.push === 'function') return notice.push(language);
    return notice.push ?? defaultPush(language, notice.localized ? notice.localized(language) : notice);
  };
  const pushDeps = deps.db && deps.pushSender ? { db: deps.db, pushSender: deps.pushSender, now: deps.now } : undefined;
  const push = !pushDeps
    ? Promise.resolve(0)
    : choices.pushDevices
      ? pushToDevices(pushDeps, choices.pushDevices, pushIn).catch(() => 0)
      : choices.userId
        ? pushToUser(pushDeps, choices.userId, pushIn).catch(() => 0)
        : Promise.resolve(0);
  const language = await languageFor(deps, choices, notice);
  const { subject, text } = notice.localized ? notice.localized(language) : notice;
  if (choices.sms && choices.phone) {
    await deps.notifier.send({ channel: 'sms', to: choices.phone, text }).then(
      () => sent.push('sms'),
      () => {},
    );
  }
  if (choices.byEmail && choices.email) {
    await deps.notifier.send({ channel: 'email', to: choices.email, subject, text }).then(
      () => sent.push('email'),
      () => {},
    );
  }
  if ((await push) > 0) sent.push('push');
  return sent;
}

/** The person's language for the SMS and e-mail text, read only when the notice has one per language (English when unknown). */
async function languageFor(deps: NoticeDeps, choices: NoticeChoices, notice: Notice): Promise<Language> {
  if (choices.language) return choices.language;
  if (!notice.localized) return DEFAULT_LANGUAGE;
  return deps.db && choices.userId ? findLanguage(deps.db, choices.userId).catch(() => DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;
}

/** A notice without a push of its own: nothing named on the lock screen; its subject and text to whoever chose amounts. */
function defaultPush(language: Language, words: { subject: string; text: string }): PushNotice {
  return {
    url: '/',
    title: translate(language, 'push.notice.title'),
    body: translate(language, 'push.notice.body'),
    detailed: { title: words.subject, body: withoutNamePrefix(words.text) },
  };
}
