import type { Language } from '@ghanapay/validators';

export type MessageValues = Record<string, string | number>;

/** CLDR has no Twi of its own: Twi is Akan's (ak) written standard, and plurals as Akan's. */
const PLURAL_LOCALE: Record<Language, string> = { en: 'en', tw: 'ak', ee: 'ee', ha: 'ha', fr: 'fr' };

/**
 * An ICU-like message: `{name}` is a value; `{count, plural, one {# try} other {# tries}}` picks by
 * the language's plural rules (`=0`, `=1` exact matches first) and `#` is the count. Nothing else.
 */
export function formatMessage(template: string, values: MessageValues, language: Language): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open === -1) return out + template.slice(i);
    out += template.slice(i, open);
    const close = matchingBrace(template, open);
    out += formatArgument(template.slice(open + 1, close), values, language);
    i = close + 1;
  }
  return out;
}

function formatArgument(argument: string, values: MessageValues, language: Language): string {
  const [name, kind, ...rest] = argument.split(',');
  const key = name!.trim();
  if (!(key in values)) throw new Error(`Message value missing: ${key}`);
  const value = values[key]!;
  if (kind === undefined) return String(value);
  if (kind.trim() !== 'plural') throw new Error(`Unknown message argument kind: ${kind}`);
  const options = pluralOptions(rest.join(','));
  const count = Number(value);
  const category = new Intl.PluralRules(PLURAL_LOCALE[language]).select(count);
  const chosen = options.get(`=${count}`) ?? options.get(category) ?? options.get('other');
  if (chosen === undefined) throw new Error(`Plural without "other": ${argument}`);
  return formatMessage(chosen.replaceAll('#', String(count)), values, language);
}

/** `one {…} other {…}` into its options. */
function pluralOptions(body: string): Map<string, string> {
  const options = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open === -1) break;
    const selector = body.slice(i, open).trim();
    const close = matchingBrace(body, open);
    options.set(selector, body.slice(open + 1, close));
    i = close + 1;
  }
  return options;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in message: ${text}`);
}

/** The value names a message uses (for the catalogs' test: every language uses the same). */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open === -1) break;
    const close = matchingBrace(template, open);
    const [name, kind, ...rest] = template.slice(open + 1, close).split(',');
    names.add(name!.trim());
    if (kind?.trim() === 'plural')
      for (const option of pluralOptions(rest.join(',')).values()) placeholdersOf(option).forEach((n) => names.add(n));
    i = close + 1;
  }
  return [...names].sort();
}
