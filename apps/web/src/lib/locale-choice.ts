/** The web's languages: English (the source), Twi (Asante), Ewe, Hausa and French. */
export const APP_LOCALES = ['en', 'tw', 'ee', 'ha', 'fr'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

export const isAppLocale = (value: unknown): value is AppLocale => (APP_LOCALES as readonly unknown[]).includes(value);

/** A browser's language tag to ours: its first subtag, with Akan ("ak", of which Twi is a dialect) read as Twi. */
function fromBrowserTag(tag: string): AppLocale | undefined {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  const code = primary === 'ak' ? 'tw' : primary;
  return isAppLocale(code) ? code : undefined;
}

/**
 * The language the web shows (docs/decisions.md, "Languages (web)"): signed in, the account's; signed out,
 * the one last chosen in this browser (localStorage), else the first of the browser's languages we have,
 * else English.
 */
export function chooseLocale(from: { account?: string | null; stored?: string | null; browser?: readonly string[] }): AppLocale {
  if (isAppLocale(from.account)) return from.account;
  if (isAppLocale(from.stored)) return from.stored;
  for (const tag of from.browser ?? []) {
    const locale = fromBrowserTag(tag);
    if (locale) return locale;
  }
  return 'en';
}
