import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Language } from '@ghanapay/validators';
import { apiSendMoney, apiSignIn, gotoWithoutAlerts, trIn } from './support';

// 200 % text on a 360 px phone, in English and in Twi (docs/decisions.md, Accessibility): the
// dashboard's action buttons and a feed card's buttons keep their words whole and uncut, and /me's
// Transfer to Account and Add Money dialogs leave the page as wide as the phone.
test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.33.3.1' }, actionTimeout: 15_000 });

async function largeText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await page.waitForTimeout(400);
}

/**
 * The page is no wider than the phone: nothing to scroll sideways. A phone widens its layout viewport
 * to fit what is too wide (innerWidth grows with scrollWidth), so both are held to the screen's 360 px.
 */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  expect.soft(innerWidth, `${screen}: the page is wider than the phone`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Every visible button (and link styled as one) within `scope`: its text is not clipped (its content
 * no wider than its box) and no word is broken across two lines (each word's range draws one box).
 */
async function expectButtonsWhole(scope: Locator, screen: string) {
  const problems = await scope.evaluate((root) => {
    const found: string[] = [];
    for (const button of root.querySelectorAll<HTMLElement>('button, a.mantine-Button-root, [role=button]')) {
      const box = button.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || getComputedStyle(button).visibility === 'hidden') continue;
      const label = (button.textContent ?? '').trim();
      if (!label) continue;
      for (const part of [button, ...button.querySelectorAll<HTMLElement>('span, div')]) {
        // Text for screen readers only (clipped to 1 px on purpose) is not seen.
        if (part.getClientRects().length === 0 || part.clientWidth <= 2 || (part.textContent ?? '').trim() === '') continue;
        if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible')
          found.push(`“${label}” is cut (${part.scrollWidth} > ${part.clientWidth} px)`);
      }
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) found.push(`“${label}” breaks the word “${word[0]}” over ${lines.size} lines`);
        }
      }
    }
    return [...new Set(found)];
  });
  expect.soft(problems, `${screen} at 200 %`).toEqual([]);
}

/** What the phone shows (a 200 % page is many screens long: the part checked is scrolled to first). */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`text-zoom-${name}-360.png`) });

for (const language of ['en', 'tw'] as const satisfies readonly Language[]) {
  test(`200 % text at 360 px (${language}): whole words in the dashboard's and a feed card's buttons, /me's dialogs as wide as the phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const w = (english: string) => trIn(language, english);
    await apiSignIn(page.request, 'ama_mensah');
    await page.request.patch('/api/preferences', { data: { language } });
    // A payment of hers on the feed, with its Comment button.
    await apiSendMoney(page.request, { amount: '1.00', recipientUsername: 'kofi_boateng', message: 'Text zoom' });

    await gotoWithoutAlerts(page, '/');
    const main = page.locator('main');
    await expect(page.getByRole('link', { name: w('Send/Request') })).toBeVisible();
    await largeText(page);
    await expectNoSidewaysScroll(page, 'dashboard');
    await expectButtonsWhole(main, 'dashboard');
    await page.getByRole('link', { name: w('Send/Request') }).scrollIntoViewIfNeeded();
    await shot(page, `${language}-dashboard-actions`);
    const card = main.getByRole('article').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: w('Comment ({0})').replace('{0}', '0') })).toBeVisible();
    await expectButtonsWhole(card, 'a feed card');
    await card.getByRole('button', { name: w('Comment ({0})').replace('{0}', '0') }).scrollIntoViewIfNeeded();
    await shot(page, `${language}-feed-card`);

    for (const [opener, dialogName, name] of [
      ['Transfer to Account', 'Transfer to Account', 'transfer'],
      ['Add Money', 'Add Money', 'add-money'],
    ] as const) {
      await page.goto('/me');
      await page.getByRole('button', { name: w(opener) }).click();
      const dialog = page.getByRole('dialog', { name: w(dialogName) });
      await expect(dialog).toBeVisible();
      await largeText(page);
      await expectNoSidewaysScroll(page, `/me with ${dialogName} open`);
      await expectButtonsWhole(dialog, `/me's ${dialogName} dialog`);
      await shot(page, `${language}-me-${name}`);
    }
  });
}
