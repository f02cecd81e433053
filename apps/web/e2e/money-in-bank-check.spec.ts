import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, balanceCard, tr } from './support';

// At 360 px: a card whose bank checks every payment on its own page (3-D Secure, Paystack's open_url;
// the simulator's bank page): Add Money waits, "Complete your bank's check" opens the bank's page in a
// new tab, the payer approves there, and the dialog says the money arrived. And a split bill's friend
// added by phone number shows a person icon, not the "0" of their number.

test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.34.4.1' } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a card top-up the bank checks on its own page is approved there and credited', async ({ page, context }) => {
  await apiSignUp(page.request, 'Yaw', 'Ofori');
  await page.goto('/cards');
  await page.getByRole('button', { name: tr('Add Card') }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f]{16}$/);
  await page.getByLabel('Card number').fill('4084 0800 0000 0409');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('000');
  await page.getByRole('button', { name: 'Pay GHS 1.00' }).click();
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('status').filter({ hasText: tr('Card added') })).toBeVisible();

  await page.goto('/me');
  await page.getByRole('button', { name: tr('Add Money') }).click();
  const add = page.getByRole('dialog', { name: tr('Add Money') });
  await add.getByLabel(tr('Amount')).fill('40');
  await add.getByPlaceholder(tr('Select a wallet or card')).click();
  await page.getByRole('option', { name: tr('{0} card •••• {1}', { 0: 'Visa', 1: '0409' }) }).click();
  await add.getByRole('button', { name: tr('Charge card') }).click();
  const bankCheck = add.getByRole('link', { name: tr('Complete your bank’s check') });
  await expect(bankCheck).toBeVisible({ timeout: 20_000 });
  await expect(add.getByText(tr('Your card’s bank wants to check this payment'))).toBeVisible();
  await shot(page, 'bank-check-waiting');

  // The bank's page in a new tab: approve there, then back to the app, which has kept following.
  const [bank] = await Promise.all([context.waitForEvent('page'), bankCheck.click()]);
  await expect(bank.getByRole('heading', { name: 'Your bank’s check' })).toBeVisible();
  await shot(bank, 'bank-check-page');
  await bank.getByRole('button', { name: 'Approve GHS 40.00' }).click();
  await expect(bank.getByRole('status')).toContainText('Approved');
  await bank.close();

  await expect(add.getByText(tr('₵{0} added to your wallet', { 0: '40.00' }))).toBeVisible({ timeout: 30_000 });
  await shot(page, 'bank-check-done');
  await add.getByRole('button', { name: tr('Done') }).click();
  await expect(balanceCard(page)).toContainText('₵40.00', { timeout: 10_000 });
});

test('a split bill friend added by phone number shows a person icon, not the first digit of the number', async ({ page }) => {
  await apiSignUp(page.request, 'Esi', 'Quaye');
  const friendLocal = `057${String(Date.now()).slice(-7)}`;
  const spaced = `${friendLocal.slice(0, 3)} ${friendLocal.slice(3, 6)} ${friendLocal.slice(6)}`;
  await page.goto('/split');
  await page.getByLabel(tr('Search people to add')).fill(friendLocal);
  await page.getByRole('button', { name: tr('Add {0} by SMS', { 0: spaced }) }).click();
  const friend = page.getByRole('list', { name: tr('Participants') }).getByRole('listitem', { name: spaced });
  const avatar = friend.getByTestId('texted-person-avatar');
  await expect(avatar).toBeVisible();
  await expect(avatar).not.toContainText('0');
  await expect(avatar.locator('svg')).toBeVisible();
  await shot(page, 'split-texted-avatar');
});
