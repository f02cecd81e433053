import { expect, test, type Page } from '@playwright/test';
import { apiCurrentUser, apiSignUp, signInToCleanDashboard } from './support';

// Protections before a payment leaves (issue 30): a large first payment waits 5 minutes in a hold,
// shown to the sender ("Arriving at 14:05") and to the recipient as pending; the sender cancels it
// inside the window and the money is back at once. Every screen is shot at 360 px.

test.use({ viewport: { width: 360, height: 800 } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a large first payment waits 5 minutes and is cancelled inside them', async ({ page, browser, baseURL }) => {
  const recipientContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  const recipient = await recipientContext.newPage();
  const esi = await apiSignUp(recipient.request, 'Esi', 'Waiting');

  await signInToCleanDashboard(page, 'yaw_asante', 'Yaw Asante');
  const before = (await apiCurrentUser(page.request)).walletBalance;

  await page.goto(`/send-money?recipientUsername=${esi.username}&recipientName=Esi%20Waiting`);
  await page.getByLabel('Amount').fill('500');
  await page.getByRole('button', { name: 'Send ₵500.00' }).click();

  const waiting = page.getByRole('dialog', { name: /^Arriving at \d\d:\d\d$/ });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText('first payment of ₵500.00 to Esi Waiting');
  await shot(page, 'first-payment-waiting');
  expect(Number((await apiCurrentUser(page.request)).walletBalance)).toBeCloseTo(Number(before) - 500, 2);

  // The recipient sees it on its way, not yet in their wallet.
  await recipient.goto('/');
  const onTheWay = recipient.getByRole('region', { name: 'Waiting payments' });
  await expect(onTheWay).toContainText('₵500.00 from Yaw Asante');
  await expect(onTheWay).toContainText(/Pending: arriving at \d\d:\d\d/);
  await shot(recipient, 'first-payment-pending-for-recipient');

  await waiting.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(waiting).toBeHidden();
  await shot(page, 'first-payment-cancelled');
  expect((await apiCurrentUser(page.request)).walletBalance).toBe(before);

  await recipient.reload();
  await expect(recipient.getByText('₵500.00 from Yaw Asante')).toHaveCount(0);
  expect((await apiCurrentUser(recipient.request)).walletBalance).toBe('0.00');
  await recipientContext.close();
});
