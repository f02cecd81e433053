import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { compiledCatalog } from '../locales/test-catalog';
import { formatLocalDate } from './locale-date';

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
    i18n.activate('ee', compiledCatalog('ee'));
    const text = formatLocalDate(FRIDAY, SHORT_DAY, 'en-GB');
    expect(text).toContain('Fiɖa');
    expect(text).toContain('Dzome');
    expect(text).toContain('4');
    expect(text).not.toMatch(/Fri|Dec/);
  });

  it('and from the Hausa catalog', () => {
    asChromium();
    i18n.activate('ha', compiledCatalog('ha'));
    const text = formatLocalDate(FRIDAY, SHORT_DAY, 'en-GB');
    expect(text).toContain("Juma'a");
    expect(text).toContain('Disamba');
    expect(text).not.toMatch(/Fri|Dec|M12/);
  });

  it('names the weekday of the time zone asked for', () => {
    asChromium();
    i18n.activate('ha', compiledCatalog('ha'));
    expect(formatLocalDate(FRIDAY, { ...SHORT_DAY, timeZone: 'Asia/Tokyo' }, 'en-GB')).toContain('Asabar');
  });

  it('leaves English exactly as Intl writes it', () => {
    expect(formatLocalDate(FRIDAY, SHORT_DAY, 'en-GB')).toBe('Fri 4 Dec');
  });
});
