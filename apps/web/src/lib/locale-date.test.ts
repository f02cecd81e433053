import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { formatLocalDate } from './locale-date';

/** A language's catalog as the app loads it: each English text's id → its compiled translation. */
function catalog(language: 'ee' | 'ha') {
  const po = readFileSync(path.resolve(import.meta.dirname, `../locales/${language}/messages.po`), 'utf8');
  const unquote = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const entry of po.split('\n\n')) {
    const found = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(entry);
    if (found) messages[generateMessageId(unquote(found[1]!))] = compileMessage(unquote(found[2]!));
  }
  return messages;
}

// Friday 4 December 2026, late in the evening in Ghana (UTC) and already Saturday in Tokyo.
const FRIDAY = new Date(Date.UTC(2026, 11, 4, 22, 30));
const SHORT_DAY = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

describe('formatLocalDate where the browser has no dates for the language (Chromium: Ewe, Hausa)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    i18n.activate('en');
  });
  // Node's Intl knows Ewe and Hausa; Chromium's does not (it writes English, or "M12"): as Chromium.
  const asChromium = () => vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);

  it('writes the weekday and the month from the Ewe catalog, never English', () => {
    asChromium();
    i18n.activate('ee', catalog('ee'));
    const text = formatLocalDate(FRIDAY, SHORT_DAY, 'en-GB');
    expect(text).toContain('Fiɖa');
    expect(text).toContain('Dzome');
    expect(text).toContain('4');
    expect(text).not.toMatch(/Fri|Dec/);
  });

  it('and from the Hausa catalog', () => {
    asChromium();
    i18n.activate('ha', catalog('ha'));
    const text = formatLocalDate(FRIDAY, SHORT_DAY, 'en-GB');
    expect(text).toContain("Juma'a");
    expect(text).toContain('Disamba');
    expect(text).not.toMatch(/Fri|Dec|M12/);
  });

  it('names the weekday of the time zone asked for', () => {
    asChromium();
    i18n.activate('ha', catalog('ha'));
    expect(formatLocalDate(FRIDAY, { ...SHORT_DAY, timeZone: 'Asia/Tokyo' }, 'en-GB')).toContain('Asabar');
  });

  it('leaves English exactly as Intl writes it', () => {
    expect(formatLocalDate(FRIDAY, SHORT_DAY, 'en-GB')).toBe('Fri 4 Dec');
  });
});
