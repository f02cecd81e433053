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

/** A notice's text: in English, and in any language (notify-user.ts sends the person's). */
export function noticeText(key: MessageKey, values: MessageValues = {}): { text: string; localized: (language: Language) => string } {
  return { text: translate('en', key, values), localized: (language) => translate(language, key, values) };
}
