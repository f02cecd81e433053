import type { Language } from '@ghanapay/validators';
import type { MessageValues } from '../../../i18n/format-message';
import { translate, type MessageKey } from '../../../i18n/translate';
import { withoutNamePrefix } from '../preferences/notify-user';
import type { PushNotice } from './push-delivery';

type Words = { title: MessageKey; body: MessageKey };

/**
 * A push in the recipient's language (i18n/catalogs `push.*`): `lockScreen` names no amount or
 * person, `detailed` (for whoever chose amounts on the lock screen) may; notify-user.ts calls it
 * with the language it read.
 */
export function localizedPush(
  url: string,
  lockScreen: Words,
  detailed: Words | ((language: Language) => { title: string; body: string }) | null,
  values: MessageValues = {},
): (language: Language) => PushNotice {
  return (language) => ({
    url,
    title: translate(language, lockScreen.title, values),
    body: translate(language, lockScreen.body, values),
    ...(detailed === null
      ? {}
      : {
          detailed:
            typeof detailed === 'function'
              ? detailed(language)
              : { title: translate(language, detailed.title, values), body: translate(language, detailed.body, values) },
        }),
  });
}

/** A notice's own words as its detailed push: the e-mail subject as the title, the SMS (without the name) as the body. */
export function noticeAsPush(words: (language: Language) => { subject: string; text: string }) {
  return (language: Language) => {
    const { subject, text } = words(language);
    return { title: subject, body: withoutNamePrefix(text) };
  };
}
