import { describe, expect, it } from 'vitest';
import { con, ghs, paginate } from './ussd-screens';

describe('USSD screens', () => {
  it('pages a long list within 182 characters, "98 More" on every page but the last, nothing lost', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `${i + 1} Someone With A Long Name GHS ${i + 1}.00`);
    const pages = paginate('en', 'Money requests', lines);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(182);
    pages.slice(0, -1).forEach((page) => expect(page.endsWith('\n98 More')).toBe(true));
    expect(pages.at(-1)).not.toContain('98 More');
    const shown = pages.flatMap((page) => page.split('\n').filter((line) => /^\d+ Someone/.test(line)));
    expect(shown).toEqual(lines);
  });

  it('a short list is one page without "98 More"', () => {
    expect(paginate('en', 'Mini statement', ['a', 'b'])).toEqual(['Mini statement\na\nb']);
  });

  it('never sends more than 182 characters, and writes amounts as GHS (the GSM alphabet has no cedi sign)', () => {
    expect(con('x'.repeat(300)).message).toHaveLength(182);
    expect(ghs(125_050n)).toBe('GHS 1250.50');
  });
});
