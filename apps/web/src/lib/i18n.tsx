import { type AppLocale, chooseLocale } from './locale-choice';
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
/**
 * The web app's languages: English (the source), Twi (Asante), Ewe, Hausa and French.
 *
 * Texts are written with Lingui's macros (`<Trans>`, `t`, `msg`, `useLingui`), extracted by
 * `lingui extract` into src/locales/<locale>/messages.po and compiled at build time by
 * @lingui/vite-plugin. English needs no catalog: its texts are compiled into the code that shows them
 * (lingui-macros.ts). Another language's catalog is fetched only when that language is chosen, and a
 * text it lacks stays English.
 *
 * The macros call this module instead of @lingui/core (lingui.config.ts, runtimeConfigModule): the same
 * `i18n._(descriptor)` contract in about 1 KiB, where @lingui/core and @lingui/react cost 3.5 KiB gzipped
 * on every page and the pay screens had 1–2 KiB left of their budget (docs/decisions.md, "Languages (web)").
 */

/** A compiled message (@lingui/message-utils compileMessage): text, `[name]`, or `[name, 'plural' | 'select' | …, cases]`. */
type Token = string | readonly [name: string, type?: string, cases?: unknown];
export type Compiled = string | readonly Token[];
export type Messages = Record<string, Compiled>;
type Descriptor = { id: string; message?: Compiled; values?: Record<string, unknown> };

/** The language's tag for `<html lang>` and for Intl's number and date formats: the language as spoken in Ghana. */
export const localeTag = (locale: AppLocale) => `${locale}-GH`;

/** The language last shown in this browser (chosen here, or the account's at its last sign-in). */
export const LOCALE_STORAGE_KEY = 'app.locale';

function format(tokens: Compiled, values: Record<string, unknown>, locale: string, count?: number): string {
  if (typeof tokens === 'string') return tokens;
  let out = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, options] = token;
    const cases = (options ?? {}) as Record<string, Compiled>;
    const value = values[name];
    // The macros' plural() and select() (no ordinals, no {n, number} formats in the app's texts; # is
    // written as it is: counts in texts are small).
    if (type === 'plural') {
      const n = Number(value);
      out += format(cases[`=${n}`] ?? cases[new Intl.PluralRules(locale).select(n)] ?? cases.other ?? '', values, locale, n);
    } else if (type === 'select') {
      out += format(cases[String(value)] ?? cases.other ?? '', values, locale);
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}

/**
 * The language is settled before the first render (startI18n), and a change of language reloads the
 * app (as the account's setting will): no screen needs redrawing in place, so nothing subscribes.
 */
class Translator {
  locale: AppLocale = 'en';
  private catalogs: Partial<Record<AppLocale, Messages>> = {};

  /** Loads the catalog of `locale` and shows the app in it. */
  activate(locale: AppLocale, messages: Messages = {}) {
    this.catalogs[locale] = messages;
    this.locale = locale;
  }

  /** The text of a message in the active language: its translation, else the English compiled beside it. */
  _ = ({ id, message, values }: Descriptor, more?: Record<string, unknown>): string =>
    format(this.catalogs[this.locale]?.[id] ?? message ?? id, more ?? values ?? {}, localeTag(this.locale));
}

export const i18n = new Translator();

function readStored(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** This browser's choice: the language last chosen here (or the account's, last signed in), else the browser's own. */
export function browserLocale(): AppLocale {
  return chooseLocale({ stored: readStored(), browser: typeof navigator === 'undefined' ? [] : navigator.languages });
}

/**
 * Shows the app in `locale` from now on: remembered in this browser, and the app reloaded in it when it is
 * not the one shown (the language is settled before the first render). Nothing happens when this browser
 * already has it, so a catalog that failed to load cannot reload the app again and again.
 */
export function applyLocale(locale: AppLocale) {
  const stored = readStored();
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // No storage (a private window): the app still reloads into the language once.
  }
  if (locale !== i18n.locale && stored !== locale) window.location.reload();
}

/**
 * At start: English at once, so an English first screen never waits and downloads nothing more. Another
 * chosen language is shown from the first render: the returned promise settles when its catalog has
 * arrived (or failed: then English).
 */
export function startI18n(): Promise<void> | undefined {
  const chosen = browserLocale();
  if (chosen === 'en') return undefined;
  return import('./locale-loading')
    .then(({ loadCatalog }) => loadCatalog(chosen))
    .then((messages) => {
      i18n.activate(chosen, messages);
      document.documentElement.lang = localeTag(chosen);
    })
    .catch(() => undefined);
}

/**
 * What Lingui's `useLingui` macro calls (lingui.config.ts, runtimeConfigModule), in place of
 * @lingui/react's (the language never changes under a drawn screen: Translator).
 * @public (called by the macros' output, which the linters do not see)
 */
export function useLingui() {
  return { i18n, _: i18n._ };
}

type TransProps = { id: string; message?: Compiled; values?: Record<string, unknown>; components?: Record<string, ReactElement> };

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/;

/** "Scan <0>this</0> code" with components {0: <b/>} → ["Scan ", <b>this</b>, " code"]. */
function formatElements(text: string, components: Record<string, ReactElement>): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const tree: ReactNode[] = [parts[0]];
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, children, unpaired, after] = parts.slice(i, i + 4);
    const element: ReactElement<{ children?: ReactNode }> = components[(paired ?? unpaired)!] ?? <Fragment />;
    tree.push(
      cloneElement(element, { key: i }, children !== undefined ? formatElements(children, components) : element.props.children),
      after,
    );
  }
  return tree;
}

/**
 * What Lingui's `<Trans>` macro renders, in place of @lingui/react's: the same props.
 * @public (called by the macros' output, which the linters do not see)
 */
export function Trans({ id, message, values = {}, components = {} }: TransProps) {
  const texts = { ...values };
  const all = { ...components };
  // A value that is not text (an element, a list) is drawn in its place, like a component.
  for (const key in values) {
    if (typeof values[key] !== 'string' && typeof values[key] !== 'number') {
      all[`v${key}`] = <>{values[key] as ReactNode}</>;
      texts[key] = `<v${key}/>`;
    }
  }
  return <>{formatElements(i18n._({ id, message }, texts), all)}</>;
}
