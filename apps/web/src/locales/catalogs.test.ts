import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '../lib/locale-choice';

const web = path.resolve(import.meta.dirname, '../..');

/** The message ids of a .po catalog (msgctxt + msgid; the header's empty id left out) → translation. */
function readCatalog(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  type Field = 'msgctxt' | 'msgid' | 'msgstr';
  let field: Field | null = null;
  let entry: Record<Field, string> = { msgctxt: '', msgid: '', msgstr: '' };
  const flush = () => {
    if (entry.msgid) entries.set(`${entry.msgctxt}\u0004${entry.msgid}`, entry.msgstr);
    entry = { msgctxt: '', msgid: '', msgstr: '' };
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const start = /^(msgctxt|msgid|msgstr) "/.exec(line);
    if (start) {
      if (start[1] === 'msgctxt' || (start[1] === 'msgid' && field !== 'msgctxt')) flush();
      field = start[1] as Field;
      entry[field] = unquote(line);
    } else if (line.startsWith('"') && field) entry[field] += unquote(line);
    else if (line.trim() === '') field = null;
  }
  flush();
  return entries;
}

const catalog = (dir: string, locale: string) => readCatalog(path.join(dir, locale, 'messages.po'));

describe('the web catalogs', () => {
  const english = catalog(path.join(web, 'src/locales'), 'en');

  it('hold the English texts', () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...english.keys()].some((id) => id.endsWith('Get Started'))).toBe(true);
  });

  it.each(APP_LOCALES.filter((locale) => locale !== 'en'))('%s has every message of English, and no other', (locale) => {
    const other = catalog(path.join(web, 'src/locales'), locale);
    expect([...english.keys()].filter((id) => !other.has(id))).toEqual([]);
    expect([...other.keys()].filter((id) => !english.has(id))).toEqual([]);
  });

  it('are up to date with the sources (run `pnpm --filter @ghanapay/web extract` after changing a text)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'web-catalogs-'));
    try {
      execFileSync(path.join(web, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
        cwd: web,
        env: { ...process.env, LINGUI_CATALOGS: dir },
        stdio: 'pipe',
      });
      const extracted = catalog(dir, 'en');
      expect(
        [...extracted.keys()].filter((id) => !english.has(id)),
        'texts in the code, missing from the catalog',
      ).toEqual([]);
      expect(
        [...english.keys()].filter((id) => !extracted.has(id)),
        'texts in the catalog, gone from the code',
      ).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
