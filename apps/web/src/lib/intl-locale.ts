import { i18n, localeTag } from './i18n';

/** The locale for Intl's date and number formats: the screen's own English one, or the active language's (issue 32). */
export function intlLocale(english: string): string {
  return i18n.locale === 'en' ? english : localeTag(i18n.locale);
}
