import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, balanceCard, tr, trPattern } from './support';

// Add Money from a Telecel Cash wallet at 360 px, through the aggregator's charge simulator: the
// number ending 5555 makes the network text a code (it lands in the demo inbox), the person types it
// in the dialog, approves, and sees the money in their wallet.

test.use({ viewport: { width: 360, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.31.1.41' } });

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });

test('a Telecel top-up asks for the code the network texted, and the wallet is credited', async ({ page }) => {
  const user = await apiSignUp(page.request, 'Esi', 'Owusu');
  const telecel = `020${String(Date.now()).slice(-3)}5555`;
  const grouped = `${telecel.slice(0, 3)} ${telecel.slice(3, 6)} ${telecel.slice(6)}`;
  const added = await page.request.post('/api/mobile-money/accounts', {
    data: { provider: 'Vodafone Cash', phoneNumber: telecel, accountName: `${user.firstName} ${user.lastName}` },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get('/api/mobile-money/accounts')).json()) as { isVerified: boolean }[])[0]?.isVerified, {
      timeout: 15_000,
    })
    .toBe(true);

  await page.goto('/me');
  await expect(balanceCard(page)).toContainText('₵0.00');
  await page.getByRole('button', { name: tr('Add Money') }).click();
  const dialog = page.getByRole('dialog', { name: tr('Add Money') });
  await dialog.getByLabel(tr('Amount')).fill('30');
  await dialog.getByPlaceholder(tr('Select a wallet or card')).click();
  await page.getByRole('option', { name: `Telecel Cash · ${grouped}` }).click();
  await shot(page, 'add-money-telecel');
  await dialog.getByRole('button', { name: tr('Request money') }).click();

  const progress = dialog.getByTestId('add-money-progress');
  await expect(progress).toContainText(tr('Enter the code {0} sent to {1} to approve', { 0: 'Telecel', 1: grouped }), { timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'add-money-code');
  const inbox = (await (await page.request.get('/api/dev/inbox')).json()) as { messages: { to: string; text: string }[] };
  const sms = inbox.messages.find((m) => m.to === `+233${telecel.slice(1)}`);
  const code = /(\d{6}) is your code/.exec(sms!.text)![1]!;

  // A wrong code first: the network's answer, and the tries left.
  const firstDigit = dialog
    .getByRole('form', { name: tr('Approval code') })
    .locator('input')
    .first();
  await firstDigit.click();
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: tr('Approve') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(tr('The code you entered is not correct. 2 tries left.'));
  await shot(page, 'add-money-wrong-code');
  await firstDigit.click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: tr('Approve') }).click();
  await expect(progress).toContainText(tr('₵{0} added to your wallet', { 0: '30.00' }), { timeout: 30_000 });
  await shot(page, 'add-money-credited');
  await dialog.getByRole('button', { name: tr('Done') }).click();
  await expect(balanceCard(page)).toContainText('₵30.00');
  await expect(
    page
      .getByTestId('wallet-transfer')
      .filter({ hasText: trPattern('Added from {destination}', { destination: /Telecel Cash.*/ }) })
      .getByText(tr('Completed')),
  ).toBeVisible();
});

test('a payment link opened signed out is paid from a Telecel number with the code its network texted', async ({ browser, baseURL }) => {
  const ownerContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.31.1.42' } });
  const owner = await apiSignUp(ownerContext.request, 'Yaw', 'Asante');
  const made = await ownerContext.request.post('/api/payment-links', {
    data: { amount: '22.00', description: 'Waakye', singleUse: false },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { code } = (await made.json()) as { code: string };

  const payerContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.31.1.43' },
  });
  const page = await payerContext.newPage();
  await page.goto(`/pay/${code}`);
  await expect(page.getByTestId('pay-link-owner')).toHaveText(`${owner.firstName} ${owner.lastName.slice(0, 1)}.`);
  const telecel = `020${String(Date.now()).slice(-3)}5555`;
  await page.getByLabel(tr('Network')).selectOption('TELECEL');
  await page.getByLabel(tr('Mobile money number')).fill(telecel);
  await page.getByRole('button', { name: tr('Pay with mobile money') }).click();
  const outcome = page.getByTestId('pay-link-outcome');
  await expect(outcome).toContainText(`Enter the code Telecel sent to`, { timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'pay-link-telecel-code');
  const inbox = (await (await page.request.get('/api/dev/inbox')).json()) as { messages: { to: string; text: string }[] };
  const sms = inbox.messages.find((m) => m.to === `+233${telecel.slice(1)}`);
  await page.getByLabel(tr('Code from the SMS')).fill(/(\d{6}) is your code/.exec(sms!.text)![1]!);
  await page.getByRole('button', { name: tr('Approve') }).click();
  await expect(outcome).toContainText(tr('Paid'), { timeout: 30_000 });
  await expect(outcome).toContainText(tr('You paid {0} to {1}', { 0: '₵22.00', 1: `${owner.firstName} ${owner.lastName.slice(0, 1)}.` }));
  await shot(page, 'pay-link-telecel-paid');
  await Promise.all([ownerContext.close(), payerContext.close()]);
});
