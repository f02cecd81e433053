import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, balanceCard, tr } from './support';

// A card added through Paystack's hosted checkout (the simulator's page, typed into as a person would:
// the card number never reaches the app), listed, revealed (first 6 and last 4), a second card that
// asks for a code, default and delete; then Add Money charges the saved card and the wallet shows it.

test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.31.2.1' } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

/** "Add Card" → Paystack's page → the card typed → (a code) → back on /cards. */
async function addCardOnHostedPage(page: Page, cardNumber: string, otp?: string, name?: string) {
  await page.getByRole('button', { name: tr('Add Card') }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f]{16}$/);
  await expect(page.getByRole('heading', { name: 'Pay GHS 1.00' })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  if (name) await shot(page, `${name}-hosted-page`);
  await page.getByRole('button', { name: 'Pay GHS 1.00' }).click();
  if (otp !== undefined) {
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
    if (name) await shot(page, `${name}-hosted-otp`);
    await page.getByLabel(tr('Code')).fill(otp);
    await page.getByRole('button', { name: 'Authorize' }).click();
  }
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('status').filter({ hasText: tr('Card added') })).toBeVisible();
}

test('a card is added on the hosted page, managed on /cards, and charged for Add Money', async ({ page }) => {
  await apiSignUp(page.request, 'Akosua', 'Frimpong');
  await page.goto('/cards');
  await expect(page.getByText(tr('No Cards Added'))).toBeVisible();
  await expect(
    page.getByText(tr('You type the card on Paystack’s secure page. To check it, Paystack charges ₵1.00 and refunds it at once.')),
  ).toBeVisible();

  await addCardOnHostedPage(page, '4084 0840 8408 4081', undefined, 'cards');
  const visa = page.getByRole('listitem', { name: tr('{0} ending {1}', { 0: 'VISA', 1: '4081' }) });
  await expect(visa.getByText('•••• •••• •••• 4081')).toBeVisible();
  await expect(visa.getByText(tr('Default'), { exact: true })).toBeVisible();
  await visa.getByRole('button', { name: tr('Show card number') }).click();
  await expect(visa.getByText('4084 08•• •••• 4081')).toBeVisible();
  await shot(page, 'cards-added');

  // The same card again is refused by Paystack's signature; a Verve card asks for a code.
  await page.getByRole('button', { name: tr('Add Card') }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f]{16}$/);
  await page.getByLabel('Card number').fill('4084084084084081');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay GHS 1.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: tr('This card is already saved') })).toBeVisible();
  await addCardOnHostedPage(page, '5061 0000 0000 0005', '123456', 'cards-verve');
  const verve = page.getByRole('listitem', { name: tr('{0} ending {1}', { 0: 'Verve', 1: '0005' }) });
  await verve.getByRole('button', { name: tr('Set Default') }).click();
  await expect(page.getByText(tr('Default card updated')).last()).toBeVisible();
  await expect(verve.getByText(tr('Default'), { exact: true })).toBeVisible();
  await verve.getByRole('button', { name: tr('Delete') }).click();
  await page
    .getByRole('dialog', { name: tr('Remove Account') })
    .getByRole('button', { name: tr('Remove') })
    .click();
  await expect(page.getByText(tr('Card removed successfully')).last()).toBeVisible();
  await expect(verve).toHaveCount(0);
  await expect(visa.getByText(tr('Default'), { exact: true })).toBeVisible();
  await shot(page, 'cards-list');

  // Add Money from the saved card: charged at once, credited when Paystack says it went through.
  await page.goto('/me');
  await expect(balanceCard(page)).toContainText('₵0.00');
  await page.getByRole('button', { name: tr('Add Money') }).click();
  const add = page.getByRole('dialog', { name: tr('Add Money') });
  await add.getByLabel(tr('Amount')).fill('25');
  await add.getByPlaceholder(tr('Select a wallet or card')).click();
  await page.getByRole('option', { name: tr('{0} card •••• {1}', { 0: 'Visa', 1: '4081' }) }).click();
  await shot(page, 'cards-add-money');
  await add.getByRole('button', { name: tr('Charge card') }).click();
  // The dialog follows the charge: charging, then how it ended.
  await expect(add.getByText(tr('₵{0} added to your wallet', { 0: '25.00' }))).toBeVisible({ timeout: 20_000 });
  await shot(page, 'cards-add-money-done');
  await add.getByRole('button', { name: tr('Done') }).click();
  await expect(
    page
      .getByTestId('wallet-transfer')
      .filter({ hasText: tr('Card') })
      .getByText(tr('Completed')),
  ).toBeVisible({ timeout: 20_000 });
  await expect(balanceCard(page)).toContainText('₵25.00', { timeout: 10_000 });
  await shot(page, 'cards-credited');
});
