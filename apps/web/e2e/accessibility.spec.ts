import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiFund, apiSignUp, expectAccessible, tr, focusedAs, youPaid } from './support';

// Accessible to everyone (issue 32): every route of the app, signed out and signed in, at 360 px,
// checked by axe-core for serious and critical WCAG 2.1 AA violations; the main screens at 200 %
// text; a payment sent and opened with the keyboard only.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.7.1' } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

/** Opens a route and waits until its first content (a heading or the main landmark) and its data have come. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1, h2, h3').filter({ visible: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // Mantine's transitions (drawers, skeletons) settle.
  await page.waitForTimeout(300);
}

const SIGNED_OUT = [
  '/',
  '/auth',
  '/terms',
  '/privacy',
  '/demo',
  '/dev/inbox',
  '/dev/providers',
  '/pay/NO-SUCH-LINK',
  '/verify/no-such-code',
];

const SIGNED_IN = [
  '/',
  '/home',
  '/send',
  '/send-money',
  '/request',
  '/money-transfer',
  '/history',
  '/notifications',
  '/analytics',
  '/friends',
  '/split',
  '/split-bill',
  '/scan',
  '/qr-scanner',
  '/pay',
  '/pay/shop',
  '/pay/bills',
  '/pay/airtime',
  '/payment-links',
  '/payment-accounts',
  '/standing-orders',
  '/merchant',
  '/complaints',
  '/complaints/new',
  '/reversals',
  '/cards',
  '/mobile-money',
  '/bank-transfers',
  '/identity-verification',
  '/kyc-review',
  '/recipient-search',
  '/ussd',
  '/ussd-integration',
  '/settings',
  '/me',
  '/profile',
  '/staff',
];

test('every screen signed out has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of SIGNED_OUT) {
    await open(page, path);
    await expectAccessible(page, `${path} (signed out)`, { soft: true });
  }
});

test('every screen signed in has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  await apiSignUp(page.request, 'Abena', 'Axe');
  for (const path of SIGNED_IN) {
    await open(page, path);
    await expectAccessible(page, `${path} (signed in)`, { soft: true });
  }
});

/** The page at 200 % text: no sideways scroll at 360 px, and the screen's primary control visible and usable. */
async function expectUsableAt200(page: Page, name: string, primary: Locator) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await page.waitForTimeout(300);
  const { scrollWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // The outermost elements reaching past the screen's edge, to say what to fix.
    wide: [...document.querySelectorAll('body *')]
      .filter(
        (element) => element.getBoundingClientRect().right > 361 && (element.parentElement?.getBoundingClientRect().right ?? 0) <= 361,
      )
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 30)}"`),
  }));
  expect.soft(scrollWidth, `${name} at 200 %: the page scrolls sideways (${wide.join(', ')})`).toBeLessThanOrEqual(360);
  await expect.soft(primary, `${name} at 200 %: its primary control`).toBeVisible();
  await primary.evaluate((element) => element.scrollIntoView({ block: 'center' }), undefined, { timeout: 10_000 });
  await expect.soft(primary, `${name} at 200 %: its primary control`).toBeInViewport({ ratio: 1 });
  // Its words whole: no part of the control cuts its text off (overflow hidden with more text than room).
  const cut = await primary.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].some(
      (part) => part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible',
    ),
  );
  expect.soft(cut, `${name} at 200 %: its primary control's text is cut`).toBe(false);
  await shot(page, `text-200-${name}`);
}

test('the main screens are usable at 200 % text on a 360 px phone', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await open(page, '/');
  await expectUsableAt200(page, 'landing', page.getByRole('link', { name: tr('Log In') }).first());
  await open(page, '/auth');
  await expectUsableAt200(page, 'sign-in', page.getByRole('button', { name: tr('Sign In'), exact: true }));

  const signedIn = await (await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.32.7.2' } })).newPage();
  await apiSignUp(signedIn.request, 'Adwoa', 'Large');
  const screens: [string, string, (page: Page) => Locator][] = [
    ['dashboard', '/', (at) => at.getByRole('link', { name: tr('Send/Request') })],
    ['money-transfer', '/money-transfer', (at) => at.getByLabel(tr('Amount (GHS)'))],
    ['send-money', '/send-money', (at) => at.getByLabel(tr('Amount'), { exact: true })],
    ['history', '/history', (at) => at.getByLabel(tr('Search transactions'))],
    ['pay', '/pay', (at) => at.getByRole('heading', { level: 1 })],
    ['settings', '/settings', (at) => at.getByRole('button', { name: tr('Logout') })],
    ['notifications', '/notifications', (at) => at.getByRole('heading', { name: tr('Notifications') })],
  ];
  for (const [name, path, primary] of screens) {
    await open(signedIn, path);
    await expectUsableAt200(signedIn, name, primary(signedIn).first());
  }
});

/** The focused element's role and accessible name, as the accessibility tree gives it ("button \"Send\""). */
async function focused(page: Page): Promise<string> {
  const active = page.locator(':focus');
  if ((await active.count()) === 0) return '';
  // The first line of its snapshot: - button "Send", or - 'link "Pay: airtime"': when YAML quotes it.
  return (await active.first().ariaSnapshot())
    .split('\n')[0]!
    .replace(/^- /, '')
    .replace(/^'(.*)':?$/, '$1')
    .replace(/:$/, '');
}

/** Tabs forward until a control whose role and name match is focused; every control passed has a name. */
async function tabTo(page: Page, target: RegExp, { max = 60 } = {}) {
  const passed: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    passed.push(now);
    // Past the page's last control, focus leaves the document for the browser's own controls.
    if (now === '') continue;
    expect.soft(now, `a focused control without a name (after ${passed.join(' → ')})`).toMatch(/^[\w-]+ "[^"]*\S[^"]*"/);
    if (target.test(now)) return;
  }
  throw new Error(`${target} not reached by Tab; passed ${passed.join(' → ')}`);
}

test('a person signs in, sends money and opens the payment with the keyboard only', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.32.7.3' } });
  const person = await apiSignUp(setup.request, 'Kwame', 'Keys');
  await apiFund(setup.request, person.username, '20.00');

  await page.goto('/auth');
  await tabTo(page, focusedAs('textbox', 'Email, Phone, or Username'));
  await page.keyboard.type(person.username);
  await tabTo(page, focusedAs('textbox', 'Password'));
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Kwame Keys' })).toBeVisible();

  await tabTo(page, focusedAs('link', 'Send/Request'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/money-transfer/);
  await tabTo(page, focusedAs('textbox', 'Amount (GHS)'));
  await page.keyboard.type('1.50');
  await tabTo(page, focusedAs('button', 'Send', {}, { whole: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: tr('Search people') })).toBeFocused();
  await page.keyboard.type('Kofi Boateng');
  await expect(page.getByRole('button', { name: /Kofi Boateng/ })).toBeVisible();
  await tabTo(page, /^button ".*Kofi Boateng/);
  await page.keyboard.press('Enter');
  await tabTo(page, focusedAs('button', 'Send {0}', { 0: 'GHS 1.50' }, { whole: true }));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/$/);

  // The payment in the feed: its Receipt link opens it.
  const payment = page.getByRole('article', { name: new RegExp(`^${youPaid('Kofi Boateng')}, -₵1\\.50`) }).first();
  await expect(payment).toBeVisible();
  await tabTo(page, focusedAs('link', 'Receipt'), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/receipts\/p2p-\d+$/);
  await expect(page.getByTestId('receipt-amount')).toHaveText('₵1.50');
  await shot(page, 'keyboard-receipt');
});
