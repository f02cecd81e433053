import { expect, test, type Page } from '@playwright/test';
import { apiSendMoney, apiSignIn, LANGUAGE, trIn } from './support';

/** A text in Twi (whatever the run's language), from the Twi catalog. */
const twi = (english: string) => trIn('tw', english);

// Issue 32: the web in Twi at 360 px. Ama chooses Twi in Settings; every main screen then speaks Twi
// and nothing on it is cut or wider than the phone.
test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.32.6.1' }, actionTimeout: 15_000 });

test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`twi-${name}-360.png`), fullPage: true });

/** Every visible element whose own text is clipped (overflow hidden and wider than its box), and the page wider than 360. */
async function expectNothingCut(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const page = document.documentElement.scrollWidth;
    if (page > 360) found.push(`the page is ${page} px wide`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!ownText || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || !['hidden', 'clip'].includes(style.overflowX)) continue;
      // Text for screen readers only (1 px, clipped on purpose) is not seen.
      if (element.clientWidth <= 1) continue;
      // A person's name or a payment's message shortened with an ellipsis by design is not a cut label.
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`“${element.textContent!.trim().slice(0, 60)}” ${element.scrollWidth} > ${element.clientWidth}`);
    }
    return found;
  });
  expect.soft(problems).toEqual([]);
}

async function walk(page: Page, path: string, name: string, twi: string | RegExp) {
  await page.goto(path);
  await expect.soft(page.getByText(twi).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tw-GH');
  await expectNothingCut(page);
  await shot(page, name);
}

test.setTimeout(240_000);

test('Twi chosen in Settings: saved on the account, kept after a reload, and every main screen in Twi at 360 px', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await apiSignIn(page.request, 'ama_mensah');
  const payment = await apiSendMoney(page.request, { amount: '2.50', recipientUsername: 'kofi_boateng', message: 'Twi walk' });
  // Ama starts in English (in the run with Twi selected her account speaks Twi: she is set back first).
  await page.request.patch('/api/preferences', { data: { language: 'en' } });
  try {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Language' });
    await expect(picker.locator('option')).toHaveText(['English', 'Twi', 'Eʋegbe', 'Hausa', 'Français']);
    await picker.selectOption('tw');
    // The app reloads in Twi at once.
    await expect(page.getByRole('heading', { name: twi('Settings'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tw-GH');
    expect((await (await page.request.get('/api/preferences')).json()).language).toBe('tw');
    await page.reload();
    await expect(page.getByRole('combobox', { name: twi('Language') })).toHaveValue('tw');
    await expectNothingCut(page);
    await shot(page, 'settings');

    // Another browser, signed in with nothing remembered: the account's language, not the browser's English.
    const other = await (await browser.newContext({ baseURL })).newPage();
    await apiSignIn(other.request, 'ama_mensah');
    await other.goto('/');
    await expect(other.getByText(twi('Total Balance')).first()).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('lang', 'tw-GH');

    await walk(page, '/', 'home', twi('Total Balance'));
    await expect(page.getByRole('navigation', { name: twi('Main') })).toContainText(twi('Home'));

    await page.goto('/send-money');
    await expect(page.getByRole('heading', { name: twi('Send Money') })).toBeVisible();
    // (The recipient fields' own labels are not yet in the catalog.)
    await page.getByPlaceholder('024 123 4567').fill('0241000002');
    await page.getByLabel(twi('Amount')).fill('1');
    await page.getByRole('button', { name: /₵1\.00/ }).click();
    const confirmation = page.getByRole('region', { name: twi('Confirm the recipient') });
    await expect(confirmation).toContainText(twi('Paying <0>{name}</0>').split('{name}')[0]!.trim());
    await expectNothingCut(page);
    await shot(page, 'send-confirm');

    await walk(page, '/request', 'request', twi('Request Money From'));
    await walk(page, '/history', 'history', twi('Transactions'));
    await walk(page, `/receipts/p2p-${payment.id}`, 'receipt', twi('Open the check page'));
    await walk(page, '/payment-accounts', 'payment-accounts', twi('Payment accounts'));
    await walk(page, '/mobile-money', 'mobile-money', twi('Add Account'));
    await walk(page, '/cards', 'cards', twi('My cards'));

    await page.goto('/me');
    await page
      .getByRole('button', { name: twi('Add Money') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: twi('Add Money') });
    await expect(dialog).toContainText('kotokuo');
    await expectNothingCut(page);
    await shot(page, 'add-money');
    await page.keyboard.press('Escape');

    await walk(page, '/pay', 'pay', twi('Pay'));
    await walk(page, '/pay/bills', 'bills', /ka/);
    await walk(page, '/pay/airtime', 'airtime', /airtime/i);
  } finally {
    // Ama speaks the run's language again for every other spec of the run.
    await page.request.patch('/api/preferences', { data: { language: LANGUAGE } });
  }
});
