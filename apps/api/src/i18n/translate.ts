import { APP_NAME, type Language } from '@ghanapay/validators';
import { ee } from './catalogs/ee';
import { en, type Catalog, type MessageKey } from './catalogs/en';
import { fr } from './catalogs/fr';
import { ha } from './catalogs/ha';
import { tw } from './catalogs/tw';
import { formatMessage, type MessageValues } from './format-message';

export const CATALOGS: Record<Language, Catalog> = { en, tw, ee, ha, fr };

/** A message of the catalogs in a language, `{app}` the product's name. */
export function translate(language: Language, key: MessageKey, values: MessageValues = {}): string {
  return formatMessage(CATALOGS[language][key], { app: APP_NAME, ...values }, language);
}

export type { MessageKey };

type Localized = { subject: string; text: string };

/**
 * A notice's e-mail subject and SMS/e-mail text: in English, and in any language (notify-user.ts
 * sends the person's).
 */
export function noticeText(
  subjectKey: MessageKey,
  textKey: MessageKey,
  values: MessageValues = {},
): Localized & { localized: (language: Language) => Localized } {
  const inLanguage = (language: Language) => ({
    subject: translate(language, subjectKey, values),
    text: translate(language, textKey, values),
  });
  return { ...inLanguage('en'), localized: inLanguage };
}
