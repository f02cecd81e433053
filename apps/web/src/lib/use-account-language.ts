import { useEffect } from 'react';
import { applyLocale } from './i18n';
import { isAppLocale } from './locale-choice';

/**
 * Signed in, the web speaks the account's language (Settings, sign-up or USSD set it): when it is not the
 * one this browser shows, it is remembered here and the app reloads in it.
 */
export function useAccountLanguage(language: string | undefined) {
  useEffect(() => {
    if (isAppLocale(language)) applyLocale(language);
  }, [language]);
}
