import { expect, test } from '@playwright/test';
import { apiResolveFraudAlerts, apiSendMoney, apiSignIn, balanceCard, newSignedUpPage, tr, paidYou } from './support';

// Each test's browsers are closed after it: one left open goes on polling the API for the rest of the run.
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

test('a person links a MoMo wallet and a bank account, manages them, and sees them on /me with the real balance', async ({
  browser,
  baseURL,
  request,
}) => {
  const { page, user } = await newSignedUpPage(browser, baseURL, 'Abena', 'Ofori');
  // Funded by a demo user the other specs do not pay from (efua_addo funds them; more sends from one
  // wallet to brand-new accounts would rightly trip the fraud checks).
  await apiSignIn(request, 'yaw_asante');
  await apiSendMoney(request, { amount: '19.75', recipientUsername: user.username, message: 'Rent share' });
  await apiResolveFraudAlerts(request);

  // Mobile money: the page's dialog, the spec's messages, then a wallet that lands pending verification.
  await page.goto('/mobile-money');
  await expect(page.getByText(tr('No Mobile Money Accounts'))).toBeVisible();
  await page.getByRole('button', { name: tr('Add Account') }).click();
  const momo = page.getByRole('dialog', { name: tr('Add Mobile Money Account') });
  await momo.getByRole('button', { name: tr('Add Account') }).click();
  await expect(momo.getByText(tr('Please select a mobile money provider'))).toBeVisible();
  await expect(momo.getByText(tr('Invalid Ghana phone number'))).toBeVisible();
  // The person's own number (an MTN 024 number): the simulated MTN network knows them by name.
  const ownNumber = user.phoneNumber!.replace('+233', '0');
  const grouped = `${ownNumber.slice(0, 3)} ${ownNumber.slice(3, 6)} ${ownNumber.slice(6)}`;
  await momo.getByLabel(tr('Phone Number')).fill(grouped);
  await momo.getByLabel(tr('Phone Number')).blur();
  await expect(momo.getByPlaceholder(tr('Select provider'))).toHaveValue(tr('MTN MoMo'));
  await momo.getByLabel(tr('PIN'), { exact: false }).fill('12');
  await momo.getByLabel(tr('Account Name')).fill('Abena Ofori');
  await momo.getByRole('button', { name: tr('Add Account') }).click();
  await expect(momo.getByText(tr('PIN must be at least 4 digits'))).toBeVisible();
  await momo.getByLabel(tr('PIN'), { exact: false }).fill('4321');
  await momo.getByRole('button', { name: tr('Add Account') }).click();
  await expect(page.getByText(tr('Mobile money account added successfully')).last()).toBeVisible();
  const wallet = page.getByRole('listitem', { name: `MTN MoMo ${grouped}` });
  await expect(wallet.getByText(tr('Default'), { exact: true })).toBeVisible();
  // The provider confirms the wallet and the name shortly after; the list picks it up by itself.
  await expect(wallet.getByText(tr('Verified'), { exact: true })).toBeVisible({ timeout: 15_000 });

  // Cards (Paystack's hosted checkout, list, reveal, default, delete): e2e/cards-hosted.spec.ts.

  // The combined list: a bank account, the active toggle, and remove.
  await page.goto('/payment-accounts');
  await page.getByRole('button', { name: tr('Add Bank Account') }).click();
  const bank = page.getByRole('dialog', { name: tr('Add Bank Account') });
  await bank.getByPlaceholder(tr('Select bank')).click();
  await page.getByRole('option', { name: 'CAL Bank' }).click();
  await bank.getByLabel(tr('Account Number')).fill('123456');
  await bank.getByLabel(tr('Account Name')).fill('Abena Ofori');
  await bank.getByRole('button', { name: tr('Add Account') }).click();
  await expect(bank.getByText(tr('Account number must be at least 10 digits'))).toBeVisible();
  await bank.getByLabel(tr('Account Number')).fill('0123456789');
  await bank.getByRole('button', { name: tr('Add Account') }).click();
  await expect(page.getByText(tr('Bank account added successfully')).last()).toBeVisible();
  const calBank = page.getByRole('listitem', { name: 'CAL Bank 0123456789' });
  await calBank.getByRole('switch').click();
  await expect(calBank.getByText(tr('Inactive'))).toBeVisible();
  await expect(calBank.getByRole('switch')).not.toBeChecked();
  await expect(calBank.getByRole('button', { name: tr('Set Default') })).toHaveCount(0);
  await calBank.getByRole('switch').click();
  await expect(calBank.getByText(tr('Active'), { exact: true })).toBeVisible();
  await calBank.getByRole('button', { name: tr('Remove') }).click();
  await page
    .getByRole('dialog', { name: tr('Remove Account') })
    .getByRole('button', { name: tr('Remove') })
    .click();
  await expect(page.getByText(tr('Account Removed')).last()).toBeVisible();
  await expect(calBank).toHaveCount(0);

  // The wallet home: the real balance (₵19.75), the wallet, the latest transactions, the picture.
  await page.goto('/me');
  await expect(page.getByRole('heading', { name: 'Abena Ofori' })).toBeVisible();
  await expect(balanceCard(page)).toContainText('₵19.75');
  await expect(page.getByRole('list', { name: tr('Connected accounts') }).getByText(grouped)).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(`^${paidYou('Yaw Asante')}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('Transfer to Account') })).toBeEnabled();

  await page.getByRole('button', { name: tr('Update profile picture') }).click();
  const pictureDialog = page.getByRole('dialog', { name: tr('Update Profile Picture') });
  await pictureDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(tr('Please select an image file')).last()).toBeVisible();
  // A real PNG, drawn by the browser itself.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0b7a4b';
    g.fillRect(0, 0, 96, 64);
    g.fillStyle = '#fcd116';
    g.fillRect(32, 16, 32, 32);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await pictureDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await pictureDialog.getByRole('button', { name: tr('Save') }).click();
  await expect(page.getByText(tr('Profile picture updated')).last()).toBeVisible();
  const avatar = page.getByRole('button', { name: tr('Update profile picture') }).locator('img');
  await expect(avatar).toHaveAttribute('src', new RegExp(`^/api/profile-images/${user.id}\\?v=`));
  const served = await page.request.get((await avatar.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
});
