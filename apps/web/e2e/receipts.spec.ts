import { expect, test } from '@playwright/test';
import { apiSendMoney, signInToCleanDashboard, tr } from './support';

// A payer opens a payment's receipt; a shop, signed out on its own phone, opens the receipt's
// verify link and sees it is genuine; a code changed by one character is not.
test('a receipt’s verify link says Genuine to anyone, and Not genuine once altered', async ({ page, browser, baseURL }) => {
  await signInToCleanDashboard(page, 'ama_mensah', 'Ama Mensah');
  const payment = await apiSendMoney(page.request, { amount: '7.25', recipientUsername: 'kofi_boateng', message: 'Receipt check' });
  expect(payment.status).toBe('completed');

  await page.goto('/history');
  const card = page.getByRole('article').filter({ hasText: `GHP${String(payment.id).padStart(8, '0')}` });
  await card.getByRole('link', { name: tr('Receipt') }).click();
  await expect(page).toHaveURL(new RegExp(`/receipts/p2p-${payment.id}$`));
  await expect(page.getByRole('heading', { name: tr('Receipt') })).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toHaveText('₵7.25');
  await expect(page.getByText('Kofi Boateng')).toBeVisible();
  await expect(page.getByRole('img', { name: tr('QR code that checks this receipt') })).toBeVisible();
  const download = page.getByRole('link', { name: tr('Download PDF') });
  await expect(download).toHaveAttribute('href', `/api/receipts/pdf/p2p-${payment.id}`);
  // Scrolled to, it is not under the bottom navigation (a trial click checks what receives the tap).
  await download.click({ trial: true, timeout: 5_000 });
  await page.screenshot({ path: test.info().outputPath('receipt-360.png') });
  const verifyUrl = (await page.getByTestId('receipt-verify-link').getAttribute('href'))!;
  expect(verifyUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{80,}$/);

  const shop = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const shopPage = await shop.newPage();
  await shopPage.goto(new URL(verifyUrl).pathname);
  await expect(shopPage.getByTestId('verify-verdict')).toHaveText(tr('Genuine receipt'));
  await expect(shopPage.getByText('₵7.25')).toBeVisible();
  await expect(shopPage.getByText('A••• M•••')).toBeVisible();
  await expect(shopPage.getByText('K••• B•••')).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await shopPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shopPage.screenshot({ path: test.info().outputPath('verify-genuine-360.png'), fullPage: true });

  const code = new URL(verifyUrl).pathname.slice('/verify/'.length);
  const at = 30;
  const altered = `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
  await shopPage.goto(`/verify/${altered}`);
  await expect(shopPage.getByTestId('verify-verdict')).toHaveText(tr('Not genuine'));
  await expect(shopPage.getByText('₵7.25')).toHaveCount(0);
  await shopPage.screenshot({ path: test.info().outputPath('verify-not-genuine-360.png'), fullPage: true });
  await shop.close();
});
