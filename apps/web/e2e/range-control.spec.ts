import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@ghanapay/validators';
import { apiSignUp, trIn } from './support';

// /analytics' range control at the usual text size on a 360 px phone, in English and in Twi: each
// segment keeps its words whole ("Abosome 3" broke as "Aboso|me 3" when every segment had an equal
// quarter of the width).
test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.34.2.1' } });

/** Each segment's label: the words it breaks over two lines, and whether its text is cut. */
async function brokenLabels(page: Page): Promise<string[]> {
  return page.locator('.mantine-SegmentedControl-root').evaluateAll((roots) => {
    const found: string[] = [];
    for (const label of roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>('.mantine-SegmentedControl-label')])) {
      const text = label.textContent ?? '';
      if (label.scrollWidth > label.clientWidth + 1) found.push(`“${text}” is cut`);
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) found.push(`“${text}” breaks “${word[0]}” over ${lines.size} lines`);
        }
      }
    }
    return found;
  });
}

for (const language of ['en', 'tw'] as const satisfies readonly Language[]) {
  test(`the analytics range control keeps its words whole at 360 px (${language})`, async ({ page }) => {
    await apiSignUp(page.request, 'Range', 'Words');
    await page.request.patch('/api/preferences', { data: { language } });
    await page.goto('/analytics');
    const range = page.getByRole('radiogroup', { name: trIn(language, 'Time range') });
    await expect(range).toBeVisible();
    for (const label of ['7 days', '30 days', '3 months', '1 year'])
      await expect(range.getByText(trIn(language, label), { exact: true })).toBeVisible();
    expect(await brokenLabels(page)).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`range-control-${language}-360.png`),
      clip: { x: 0, y: 0, width: 360, height: 260 },
    });
  });
}
