import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_NAME, type Language } from '@ghanapay/validators';

/**
 * The specs' texts from the web's catalogs, without Playwright (support.ts gives them the run's
 * language; catalog-text.test.ts tests them). A value whose name is not a placeholder of its text
 * throws: left unused, a wrong name turned its part into "anything" and passed in English where the
 * words happen to match, then failed in Twi, where they are in another order.
 */

type Values = Record<string, string | number>;
export type PatternValues = Record<string, string | number | RegExp>;

/** msgid → msgstr of each language's web catalog, parsed once when first asked for. */
const webCatalogs = new Map<Language, ReadonlyMap<string, string>>();

export function webCatalog(language: Language): ReadonlyMap<string, string> {
  let catalog = webCatalogs.get(language);
  if (!catalog) {
    catalog = parsePo(path.join(import.meta.dirname, `../src/locales/${language}/messages.po`));
    webCatalogs.set(language, catalog);
  }
  return catalog;
}

function parsePo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (msgid) entries.set(msgid, msgstr);
    msgid = msgstr = '';
    field = null;
  };
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const keyword = /^(msgid|msgstr) (".*")$/.exec(line);
    if (keyword) {
      if (keyword[1] === 'msgid') flush();
      field = keyword[1] as 'msgid' | 'msgstr';
      if (field === 'msgid') msgid = unquote(keyword[2]!);
      else msgstr = unquote(keyword[2]!);
    } else if (field && line.startsWith('"')) {
      if (field === 'msgid') msgid += unquote(line);
      else msgstr += unquote(line);
    } else if (!line.trim()) flush();
  }
  flush();
  return entries;
}

/** The catalog's text for an English msgid in a language (an empty translation, and English, show the English). */
export function translated(english: string, language: Language): string {
  return (language === 'en' ? undefined : webCatalog(language).get(english)) || english;
}

/** The text the web shows: Lingui's `<0>…</0>` elements read on as part of the whole. */
export function webText(english: string, language: Language): string {
  return translated(english, language).replace(/<\/?\d+>/g, '');
}

/** The value names an ICU message uses: `{name}`, and those inside a plural's options (`{n, plural, one {# {name}} …}`). */
export function placeholdersOf(message: string): Set<string> {
  const names = new Set<string>();
  for (const argument of topLevelArguments(message)) {
    const [name, kind, ...rest] = argument.split(',');
    names.add(name!.trim());
    if (kind?.trim() !== 'plural') continue;
    for (const option of topLevelArguments(rest.join(','))) placeholdersOf(option).forEach((inner) => names.add(inner));
  }
  return names;
}

/** The text inside each outermost `{…}`. */
function topLevelArguments(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{' && depth++ === 0) start = i + 1;
    else if (text[i] === '}' && depth > 0 && --depth === 0) found.push(text.slice(start, i));
  }
  return found;
}

/** Throws, naming the text and the values, when a value's name is not one of the message's placeholders. */
export function assertPlaceholders(text: string, message: string, values: object): void {
  const known = placeholdersOf(message);
  const unknown = Object.keys(values).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new Error(
      `"${text}" has no placeholder ${unknown.map((name) => `{${name}}`).join(', ')} (its placeholders: ${
        [...known].map((name) => `{${name}}`).join(', ') || 'none'
      })`,
    );
}

export function fill(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface PatternOptions {
  /** Anchored to the whole text (`^…$`), or to its start only. */
  exact?: boolean;
  start?: boolean;
  flags?: string;
}

/** A web text as a pattern (support.ts `trPattern`): each placeholder a value, a RegExp's source, or anything (`(.+?)`). */
export function webPattern(language: Language, english: string, values: PatternValues = {}, options: PatternOptions = {}): RegExp {
  assertPlaceholders(english, english, values);
  return patternOf(webText(english, language), { APP_NAME, ...values }, options);
}

/** Any option of a web text that is one ICU plural, its count (`#`) any number (support.ts `trPluralPattern`). */
export function webPluralPattern(language: Language, english: string, values: PatternValues = {}): RegExp {
  assertPlaceholders(english, english, values);
  const options = /^\{\w+, plural, (?:=\d+ \{(.*?)\} )?one \{(.*)\} other \{(.*)\}\}$/.exec(translated(english, language));
  if (!options) throw new Error(`Not one plural: "${english}"`);
  const branches = options.slice(1).filter((option): option is string => option !== undefined);
  const alternatives = branches.map(
    (option) => patternOf(option.replaceAll('#', '{count}'), { APP_NAME, count: /\d+/, ...values }, {}).source,
  );
  return new RegExp(`(?:${alternatives.join('|')})`);
}

function patternOf(template: string, values: PatternValues, { exact = false, start = false, flags = '' }: PatternOptions) {
  let source = '';
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    source += escapeRegExp(template.slice(last, match.index));
    const value = values[match[1]!];
    source += value === undefined ? '(.+?)' : value instanceof RegExp ? value.source : escapeRegExp(String(value));
    last = match.index + match[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return new RegExp(exact ? `^${source}$` : start ? `^${source}` : source, flags);
}
