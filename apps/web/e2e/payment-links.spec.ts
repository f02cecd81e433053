import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, tr, trPattern, trPlural } from './support';

// A payment link opened in a signed-out browser at 360 px and paid from an MTN number through the MoMo
// simulator: the payer sees the owner as MoMo shows a payee, approves, and sees it paid; the owner's
// link then counts what it received. A link that cannot be paid says so.

test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.31.7.1' } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a payment link is made on the owner’s screen, opened signed out, paid from an MTN number, and counted', async ({
  page,
  browser,
  baseURL,
}) => {
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.31.7.2' },
  });
  const owner = await ownerContext.newPage();
  await apiSignUp(owner.request, 'Kofi', 'Boateng');
  await owner.goto('/settings');
  await owner.getByRole('link', { name: tr('Payment Links') }).click();
  await expect(owner).toHaveURL(/\/payment-links$/);
  const form = owner.getByRole('region', { name: tr('New payment link') });
  await form.getByLabel(tr('What is it for')).fill('Kenkey for Friday');
  await form.getByRole('button', { name: tr('Make a link') }).click();
  const card = owner.getByRole('article', { name: tr('Payment link: {0}', { 0: 'Kenkey for Friday' }) });
  await expect(card).toContainText(tr('Any amount'));
  await expect(card).toContainText(tr('Open'));
  await card.getByRole('button', { name: tr('QR code') }).click();
  await expect(card.getByRole('img', { name: trPattern('QR code of {0}', {}, { start: true }) })).toBeVisible();
  await shot(owner, 'payment-links-owner');
  const url = (await card.getByTestId('payment-link-url').textContent())!;
  expect(new URL(url).pathname).toMatch(/^\/pay\/[a-z2-7]{10}$/);
  const link = { code: new URL(url).pathname.slice('/pay/'.length) };

  await page.goto(`/pay/${link.code}`);
  await expect(page.getByTestId('pay-link-owner')).toHaveText('Kofi B.');
  await expect(page.getByText('Kenkey for Friday')).toBeVisible();
  await page.getByLabel(tr('Amount (₵)')).fill('15.50');
  await page.getByLabel(tr('Mobile money number')).fill('024 777 3456');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'pay-link-form');

  // Another network is refused in words, before any prompt.
  await page.getByLabel(tr('Network')).selectOption('TELECEL');
  await page.getByRole('button', { name: tr('Pay with mobile money') }).click();
  await expect(page.getByRole('alert')).toHaveText(tr('This number is not on the network you chose'));
  await page.getByLabel(tr('Network')).selectOption('MTN');

  await page.getByRole('button', { name: tr('Pay with mobile money') }).click();
  const outcome = page.getByTestId('pay-link-outcome');
  await expect(outcome).toContainText(tr('Approve the prompt on your phone'));
  await shot(page, 'pay-link-approve');
  await expect(outcome).toContainText(tr('Paid'), { timeout: 30_000 });
  await expect(outcome).toContainText(tr('You paid {0} to {1}', { 0: '₵15.50', 1: 'Kofi B.' }));
  await shot(page, 'pay-link-paid');

  await owner.reload();
  await expect(card).toContainText(
    trPlural('{0, plural, one {Received {received} (# payment)} other {Received {received} (# payments)}}', 1, { received: '₵15.50' }),
  );

  // Closed: the page says it cannot be paid.
  await card.getByRole('button', { name: tr('Close') }).click();
  await expect(card).toContainText(tr('Closed'));
  await shot(owner, 'payment-links-owner-closed');
  await page.goto(`/pay/${link.code}`);
  await expect(page.getByText('This payment link cannot be paid: it was closed, has expired or was already used')).toBeVisible();
  await shot(page, 'pay-link-closed');
  await ownerContext.close();
});

test('the signed-in /pay/airtime screen still wins over a payment link’s /pay/$code', async ({ page }) => {
  await page.goto('/pay/airtime');
  // Signed out, the airtime screen asks for a sign-in; it is never read as a link's code.
  await expect(page.getByRole('button', { name: tr('Sign In') })).toBeVisible();
  await expect(page.getByText(tr('Pay with {APP_NAME}'))).toHaveCount(0);
});
