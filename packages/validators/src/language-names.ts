/**
 * The languages a person can choose (docs/decisions.md "Languages"): English (the source), Twi
 * (Asante), Ewe, Hausa and French (for cross-border traders). ISO 639-1 codes.
 */
export const LANGUAGES = ['en', 'tw', 'ee', 'ha', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  tw: 'Twi',
  ee: 'Eʋegbe',
  ha: 'Hausa',
  fr: 'Français',
};
