import { expect, test, type Page } from '@playwright/test';
import { apiSignUp } from './support';

// A payment link opened in a signed-out browser at 360 px and paid from an MTN number through the MoMo
// simulator: the payer sees the owner as MoMo shows a payee, approves, and sees it paid; the owner's
// link then counts what it received. A link that cannot be paid says so.

test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.31.7.1' } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a payment link is opened signed out, paid from an MTN number, and counted on the owner’s link', async ({
  page,
  playwright,
  baseURL,
}) => {
  const ownerContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.31.7.2' } });
  await apiSignUp(ownerContext, 'Kofi', 'Boateng');
  const created = await ownerContext.post('/api/payment-links', { data: { description: 'Kenkey for Friday', singleUse: false } });
  expect(created.ok(), await created.text()).toBe(true);
  const link = (await created.json()) as { id: string; code: string; url: string };
  expect(new URL(link.url).pathname).toBe(`/pay/${link.code}`);

  await page.goto(`/pay/${link.code}`);
  await expect(page.getByTestId('pay-link-owner')).toHaveText('Kofi B.');
  await expect(page.getByText('Kenkey for Friday')).toBeVisible();
  await page.getByLabel('Amount (₵)').fill('15.50');
  await page.getByLabel('Mobile money number').fill('024 777 3456');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'pay-link-form');

  // Another network is refused in words, before any prompt.
  await page.getByText('Telecel', { exact: true }).click();
  await page.getByRole('button', { name: 'Pay with mobile money' }).click();
  await expect(page.getByRole('alert')).toHaveText('This number is not on the network you chose');
  await page.getByText('MTN', { exact: true }).click();

  await page.getByRole('button', { name: 'Pay with mobile money' }).click();
  const outcome = page.getByTestId('pay-link-outcome');
  await expect(outcome).toContainText('Approve the prompt on your phone');
  await shot(page, 'pay-link-approve');
  await expect(outcome).toContainText('Paid', { timeout: 30_000 });
  await expect(outcome).toContainText('You paid ₵15.50 to Kofi B.');
  await shot(page, 'pay-link-paid');

  const mine = (await (await ownerContext.get('/api/payment-links')).json()) as {
    paymentLinks: { id: string; paymentsCount: number; receivedTotal: string }[];
  };
  expect(mine.paymentLinks.find((l) => l.id === link.id)).toMatchObject({ paymentsCount: 1, receivedTotal: '15.50' });

  // Closed: the page says it cannot be paid.
  expect((await ownerContext.post(`/api/payment-links/${link.id}/close`, { data: {} })).ok()).toBe(true);
  await page.goto(`/pay/${link.code}`);
  await expect(page.getByText('This payment link cannot be paid: it was closed, has expired or was already used')).toBeVisible();
  await shot(page, 'pay-link-closed');
  await ownerContext.dispose();
});

test('the signed-in /pay/airtime screen still wins over a payment link’s /pay/$code', async ({ page }) => {
  await page.goto('/pay/airtime');
  // Signed out, the airtime screen asks for a sign-in; it is never read as a link's code.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Pay with GhanaPay')).toHaveCount(0);
});
